/**
 * A route's early painter (issue 16, "every other page"): a small script a remote builds beside its
 * `app-manifest.json` and names in the route's `earlyPaint`. The host's early script imports it while
 * the host's and the remote's code are still downloading and lets it paint the route's first answers
 * into the prerendered layout's route slot; the host keeps that markup on screen until the remote's
 * page has rendered its own content (`useFirstContentShown`, first-content.ts).
 */

/** Set on the app's container (`#app`) when the app takes the page over: no early paint after it. */
export const EARLY_CLOSED_ATTR = 'data-early-closed';

/**
 * True once the app has taken the page over. A painter loaded then (the host loads a tab route's
 * painter ahead of a tap for its `follow`) is never asked to paint: it need not fetch its drawing.
 */
export function earlyPaintClosed(doc: Document): boolean {
  return doc.getElementById('app')?.hasAttribute(EARLY_CLOSED_ATTR) === true;
}

/** A painter's file name: a plain name beside the manifest (never a path or another site). */
export const EARLY_PAINT_FILE = /^[\w-]{1,60}\.m?js$/;

/** A route's page chunk name (RouteEntry `page`): `page-` and lower-case words, no path, no dots. */
export const PAGE_CHUNK = /^page-[a-z0-9-]{1,60}$/;

/** What a painter knows before it draws (and before it names its follow-up reads). */
export interface EarlyReadContext {
  /** The page's path (a route may own several pages: `/personal/me` and `/personal/me/bets`). */
  pathname: string;
  /** The page's language (the app's pick). */
  language: string;
  /** Where relative image paths of the answers resolve. */
  apiBaseUrl: string;
  /** The site's market (`vn`, `china`…), from the runtime config. */
  market: string;
  /**
   * The route's first reads' answers (their envelopes) by read path, and in `paint` also the painter's
   * follow-up reads' answers by their call's URL; a read that failed is absent.
   */
  answers: Readonly<Record<string, unknown>>;
}

export interface EarlyPaintInput extends EarlyReadContext {
  /** The empty element the painter fills (the layout's route slot). */
  slot: HTMLElement;
  /**
   * Asks, at low priority, for one of the route's on-demand chunks by its `webpackChunkName` (the video
   * engine the answers call for), so it is in when the page asks for it. A name the route's build has
   * no chunk for asks nothing. Absent in a host older than it.
   */
  preloadChunk?(name: string): void;
}

/** An on-demand chunk's name as a painter may ask for it (`preloadChunk`): lower-case words only. */
export const CHUNK_NAME = /^[a-z][a-z0-9-]{0,59}$/;

/**
 * A read a painter asks once the first reads have answered (a provider's list with the token the first
 * read returned). The early script starts it and keeps its answer for the page's client, which takes it
 * only for an identical call (method, URL, body, login and language headers), so a wrong guess costs a
 * request, never a wrong answer.
 */
export interface FollowRead {
  method: 'GET' | 'POST';
  /** Absolute URL as `callUrl` writes it. */
  url: string;
  body?: unknown;
  headers: Record<string, string>;
}

/** What a painter module exports: true when it painted, false when the answers did not allow it. */
export interface EarlyPainter {
  paint(input: EarlyPaintInput): boolean;
  /**
   * Settles once the painter's own parts have loaded (its drawing code, fetched while its follow-up
   * reads travel, so the small part that names them is not held back by it); paint waits for it.
   * A function is asked once, as soon as the painter has loaded, with the page's context (no answers):
   * for parts that depend on it, such as the words of the page's language.
   */
  ready?: Promise<unknown> | ((context: EarlyReadContext) => Promise<unknown>);
  /**
   * Reads the first answers lead to; their answers reach `paint` by URL. Asked once as soon as the
   * painter has loaded, with no answers (a painter that can name them from what the page stored, a
   * kept token, starts them at once), and when it names none then again with the first reads' answers.
   */
  follow?(input: EarlyReadContext): FollowRead[];
}
