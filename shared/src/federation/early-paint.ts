/**
 * A route's early painter (issue 16, "every other page"): a small script a remote builds beside its
 * `app-manifest.json` and names in the route's `earlyPaint`. The host's early script imports it while
 * the host's and the remote's code are still downloading and lets it paint the route's first answers
 * into the prerendered layout's route slot; the host keeps that markup on screen until the remote's
 * page has rendered its own content (`useFirstContentShown`, first-content.ts).
 */

/** A painter's file name: a plain name beside the manifest (never a path or another site). */
export const EARLY_PAINT_FILE = /^[\w-]{1,60}\.m?js$/;

export interface EarlyPaintInput {
  /** The empty element the painter fills (the layout's route slot). */
  slot: HTMLElement;
  /** The page's path (a route may own several pages: `/personal/me` and `/personal/me/bets`). */
  pathname: string;
  /** The page's language (the app's pick). */
  language: string;
  /** Where relative image paths of the answers resolve. */
  apiBaseUrl: string;
  /** The route's first reads' answers (their envelopes) by read path; a read that failed is absent. */
  answers: Readonly<Record<string, unknown>>;
}

/** What a painter module exports: true when it painted, false when the answers did not allow it. */
export interface EarlyPainter {
  paint(input: EarlyPaintInput): boolean;
}
