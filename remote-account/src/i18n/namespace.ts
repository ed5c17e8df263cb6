import { registerNamespace } from '@app/shared/i18n';
import { messagesPartsOf } from '@app/shared/lazy';

export const NS = 'account';

/** Loads this remote's messages on demand, per language: the member centre's tabs and overview. */
export const namespaceReady = registerNamespace(
  NS,
  (lng) => import(/* webpackChunkName: "i18n-[request]" */ `./locales/${lng}.json`),
);

/** The words of the pages loaded on demand (app/pages.ts), one file per page and language. */
export const MESSAGE_PARTS = [
  'funds',
  'bets',
  'invite',
  'service',
  'settings',
  'rg',
  'play',
  'console',
  'cashier',
] as const;
export type MessagesPart = (typeof MESSAGE_PARTS)[number];

/** Adds a page's words to the namespace; resolves once they are in (issue 16). */
export const messagesPart = messagesPartsOf<MessagesPart>(
  NS,
  (part, lng) => import(/* webpackChunkName: "words-[request]" */ `./parts/${part}/${lng}.json`),
);
