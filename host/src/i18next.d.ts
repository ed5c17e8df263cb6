import 'i18next';
import type common from '../../shared/src/i18n/locales/en.json';
import type { en as host } from './app/locales/en';
import type { en as home } from './home/locales/en';
import type { InfoBootMessages } from './info/locales/boot';
import type { en as info } from './info/locales/en';
import type { en as realityCheck } from './session/reality-check/locales/en';
import type { en as session } from './session/locales/en';

/** English is the source of truth: a missing or misspelt key fails `tsc`. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      host: typeof host;
      home: typeof home;
      info: typeof info & InfoBootMessages;
      session: typeof session;
      realityCheck: typeof realityCheck;
    };
  }
}
