import 'i18next';
import type common from '../../shared/src/i18n/locales/en.json';
import type games from './features/games/i18n/locales/en.json';
import type sports from './i18n/locales/en.json';
import type matchDetail from './i18n/parts/match-detail/en.json';
import type myBets from './i18n/parts/my-bets/en.json';
import type orders from './i18n/parts/orders/en.json';
import type results from './i18n/parts/results/en.json';
import type slip from './i18n/parts/slip/en.json';

/** English is the source of truth: a missing or misspelt key fails `tsc`. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      // the first route's words and, merged in when what needs them loads, each part's (i18n/namespace.ts)
      sports: typeof sports &
        typeof matchDetail &
        typeof myBets &
        typeof orders &
        typeof results &
        typeof slip;
      games: typeof games;
    };
  }
}
