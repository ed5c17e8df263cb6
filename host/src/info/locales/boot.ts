/**
 * The few `info` texts needed before a page's own texts load: the link labels of the four info pages
 * and the page-loading states, so the footer can name the pages before any page chunk loads. One file
 * per language, in the start-up messages of that language (src/app/messages); page texts load with
 * the pages (info-messages.ts).
 */
export type InfoBootMessages = {
  nav: Record<'helpCenter' | 'appDownload' | 'ventureInvest' | 'sponsor', string>;
  boot: Record<'loading' | 'failed' | 'retry' | 'linksLabel', string>;
};
