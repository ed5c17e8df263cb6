import 'i18next';
import type common from '../../shared/src/i18n/locales/en.json';
import type account from './i18n/locales/en.json';

/** English is the source of truth: a missing or misspelt key fails `tsc`. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; account: typeof account };
  }
}
