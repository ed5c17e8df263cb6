import 'i18next';
import type common from '../../shared/src/i18n/locales/en.json';
import type account from './i18n/locales/en.json';
import type bets from './i18n/parts/bets/en.json';
import type cashier from './i18n/parts/cashier/en.json';
import type console from './i18n/parts/console/en.json';
import type funds from './i18n/parts/funds/en.json';
import type invite from './i18n/parts/invite/en.json';
import type play from './i18n/parts/play/en.json';
import type rg from './i18n/parts/rg/en.json';
import type service from './i18n/parts/service/en.json';
import type settings from './i18n/parts/settings/en.json';

/** English is the source of truth: a missing or misspelt key fails `tsc`. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      // the overview's words and, merged in when their page opens, each page's (i18n/namespace.ts)
      account: typeof account &
        typeof bets &
        typeof cashier &
        typeof console &
        typeof funds &
        typeof invite &
        typeof play &
        typeof rg &
        typeof service &
        typeof settings;
    };
  }
}
