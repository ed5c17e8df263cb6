import 'i18next';
import type common from './locales/en.json';

/**
 * Types `t()` inside shared's own compilation (English is the source of truth). Each app declares
 * its own copy with `common` plus its namespaces (one declaration per compilation).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common };
  }
}
