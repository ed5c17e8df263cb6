import 'i18next';
import type common from '../../shared/src/i18n/locales/en.json';
import type activities from './i18n/locales/en.json';
import type activity from './i18n/parts/activity/en.json';

/** English is the source of truth: a missing or misspelt key fails `tsc`. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      // the list's words and, merged in when an activity page opens, the page's (i18n/namespace.ts)
      activities: typeof activities & typeof activity;
    };
  }
}
