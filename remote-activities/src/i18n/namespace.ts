import { registerNamespace } from '@app/shared/i18n';
import { messagesPartsOf } from '@app/shared/lazy';

export const NS = 'activities';

/**
 * Loads this remote's messages on demand, per language: the promotions list's. Quietly: the host
 * mounts the routes once they are in, and a render of every translated part of the page meanwhile
 * would reach the page the server drew before it is hydrated, and make React draw it afresh.
 */
export const namespaceReady = registerNamespace(
  NS,
  (lng) => import(/* webpackChunkName: "i18n-[request]" */ `./locales/${lng}.json`),
  { quiet: true },
);

/** The words of the pages loaded on demand (app/pages.ts), one file per page and language. */
export const MESSAGE_PARTS = ['activity'] as const;
export type MessagesPart = (typeof MESSAGE_PARTS)[number];

/** Adds a page's words to the namespace; resolves once they are in (issue 16). */
export const messagesPart = messagesPartsOf<MessagesPart>(
  NS,
  (part, lng) => import(/* webpackChunkName: "words-[request]" */ `./parts/${part}/${lng}.json`),
);
