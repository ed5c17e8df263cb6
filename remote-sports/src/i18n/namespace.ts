import { registerNamespace } from '@app/shared/i18n';
import { messagesPartsOf } from '@app/shared/lazy';
import { loadSportsWords } from '../app/early-paint-words';

export const NS = 'sports';

/**
 * Loads this remote's messages on demand, per language: the match list's, its filters' and the slip's
 * bar — the file the early painter draws with (early-paint-words.ts, taken from its kit: on /sports
 * the painter has fetched it already), so it is fetched once (issue 16).
 */
export const namespaceReady = registerNamespace(NS, (lng) =>
  loadSportsWords(lng).then((words) => words ?? {}),
);

/**
 * The words of what loads on demand, one file per part and language: a page's (`page-<part>`,
 * app/pages.ts), the slip's contents (`slip`, bet-slip.tsx), and the placed bets' and reservations'
 * words both of those show (`orders`).
 */
export const MESSAGE_PARTS = ['match-detail', 'my-bets', 'results', 'slip', 'orders'] as const;
export type MessagesPart = (typeof MESSAGE_PARTS)[number];

/** Adds a part's words to the namespace; resolves once they are in (issue 16). */
export const messagesPart = messagesPartsOf<MessagesPart>(
  NS,
  (part, lng) => import(/* webpackChunkName: "words-[request]" */ `./parts/${part}/${lng}.json`),
);

/** The code of what loads on demand once it and its words are in: it renders with both. */
export function withWords<T>(code: Promise<T>, ...parts: MessagesPart[]): Promise<T> {
  return Promise.all([code, ...parts.map(messagesPart)]).then(([module]) => module);
}
