/**
 * Part of the inlined early script (early-remote.ts): on a remote's page whose route names an early
 * painter (`earlyPaint` in its app-manifest), imports the painter from beside the manifest, applies
 * the route's stylesheets and, once the route's first reads have answered, lets the painter draw them
 * into the prerendered layout's route slot — while the host's and the remote's code still download
 * (issue 16: a promotions page showed a splash for ~3 s on a cheap phone). The app then holds that
 * markup until the page renders its own (routing/early-route.ts). Nothing here may throw into the page;
 * a painter that throws or declines leaves the slot empty.
 */
import {
  EARLY_PAINT_FILE,
  startEarlyCall,
  type EarlyAnswer,
  type EarlyPainter,
  type EarlyReadContext,
  type FollowRead,
} from '@app/shared/boot';
import { EARLY_CLOSED_ATTR, EARLY_ROUTE_ATTR, ROUTE_SHELL_DATA } from './early-paint-marks';
import {
  bodiesOf,
  firstBodies,
  importModule,
  startFollowReads,
  type Answered,
} from './follow-reads';

/** The painter's address: a plain file name beside the route's app-manifest (never elsewhere), or null. */
export function painterUrl(earlyPaint: unknown, appManifestUrl: string): string | null {
  if (typeof earlyPaint !== 'string' || !EARLY_PAINT_FILE.test(earlyPaint)) return null;
  try {
    return new URL(earlyPaint, appManifestUrl).toString();
  } catch {
    return null; // a manifest address that is not a URL (a broken registry entry) names no painter
  }
}

/** The painter's parts (`earlyPaintParts`): plain file names beside the manifest, as the painter. */
export function painterParts(parts: unknown, appManifestUrl: string): string[] {
  if (!Array.isArray(parts)) return [];
  return parts
    .map((part) => painterUrl(part, appManifestUrl))
    .filter((url): url is string => url !== null);
}

/** The painter's words by language (`earlyPaintWords`): each a plain file beside the manifest. */
export function painterWordsByLanguage(
  words: unknown,
  appManifestUrl: string,
): Record<string, string> {
  if (typeof words !== 'object' || !words || Array.isArray(words)) return {};
  return Object.fromEntries(
    Object.entries(words).flatMap(([language, file]) => {
      const url = painterUrl(file, appManifestUrl);
      return url ? [[language, url]] : [];
    }),
  );
}

/** The painter's words in the page's language, as a part to ask for with it, or none. */
export function painterWords(
  byLanguage: Readonly<Record<string, string>>,
  language: string,
): string[] {
  return Object.hasOwn(byLanguage, language) ? [byLanguage[language]!] : [];
}

/** Asks for an ES module the page will import (a painter's part) at once, in parallel with the rest. */
export function modulePreload(doc: Document, url: string): void {
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.href = url;
  doc.head.append(link);
}

/** The prerendered layout's empty route slot while the early script still owns the page, else null. */
export function openRouteSlot(doc: Document): HTMLElement | null {
  const app = doc.getElementById('app');
  if (!app || app.dataset[ROUTE_SHELL_DATA] === undefined || app.hasAttribute(EARLY_CLOSED_ATTR))
    return null;
  const slot = app.querySelector<HTMLElement>(`[${EARLY_ROUTE_ATTR}]`);
  return slot && slot.childElementCount === 0 ? slot : null;
}

/** How long the early paint may wait for its painter, stylesheets and answers before it gives up. */
export const EARLY_PAINT_TIMEOUT_MS = 5000;

/**
 * Applies a stylesheet (the page's own loader later finds the same link); true once it loaded. One that
 * fails or takes longer than `timeoutMs` is taken out again: a pending stylesheet holds the page's load
 * event, and a remote that never answers must not (the page shows its fallback instead).
 */
export function applyStylesheet(doc: Document, url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const link = doc.createElement('link');
    const settle = (loaded: boolean) => {
      clearTimeout(timer);
      if (!loaded) link.remove();
      resolve(loaded);
    };
    const timer = setTimeout(() => settle(false), timeoutMs);
    link.rel = 'stylesheet';
    link.href = url;
    link.onload = () => settle(true);
    link.onerror = () => settle(false);
    doc.head.append(link);
  });
}

const timeUp = (ms: number) => new Promise<never>((_, reject) => setTimeout(reject, ms));

export interface RoutePaint {
  doc: Document;
  painter: string;
  /** The route's stylesheets (its remote's `./routes` CSS): the painter draws with its classes. */
  styles: Promise<string[]>;
  /** The route's first reads by path, as the early script started them. */
  reads: ReadonlyArray<readonly [path: string, answer: Promise<EarlyAnswer | null>]>;
  language: string;
  market: string;
  apiBaseUrl: string;
  /** The painter's `preloadChunk` (EarlyPaintInput): the route's on-demand chunk of that name, at low priority. */
  preloadChunk?: (name: string) => void;
  load?: (url: string) => Promise<unknown>;
  /** How a follow-up read is asked (kept for the page's client); startEarlyCall by default. */
  startCall?: (call: FollowRead, timeoutMs: number) => Promise<EarlyAnswer | null>;
  timeoutMs?: number;
}

/** Resolves once the HTML is parsed (`interactive`: before the deferred scripts run, unlike DOMContentLoaded). */
function parsed(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    if (doc.readyState !== 'loading') return resolve();
    const onChange = () => {
      if (doc.readyState === 'loading') return;
      doc.removeEventListener('readystatechange', onChange);
      resolve();
    };
    doc.addEventListener('readystatechange', onChange);
  });
}

export interface RoutePaintStarted {
  /** True once painted; false when the painter, its styles or its answers did not allow it. */
  painted: Promise<boolean>;
  /**
   * Settles when the painter's follow-up reads have answered (or there are none, or the paint gave
   * up): the page's own files wait for it, so on a slow link they do not share it with those reads.
   */
  followed: Promise<void>;
}

/** paintEarlyRoute's promise. */
export function paintEarlyRoute(o: RoutePaint): Promise<boolean> {
  return startRoutePaint(o).painted;
}

/** Starts painting the route: it paints when everything arrived and the slot is still the early script's. */
export function startRoutePaint(o: RoutePaint): RoutePaintStarted {
  // started from the head, the slot is parsed later; once parsed, a page without it loads nothing
  if (o.doc.readyState !== 'loading' && !openRouteSlot(o.doc))
    return { painted: Promise.resolve(false), followed: Promise.resolve() };
  const timeoutMs = o.timeoutMs ?? EARLY_PAINT_TIMEOUT_MS;
  const loading = (o.load ?? importModule)(o.painter);
  const first = firstBodies(o.reads);
  const context = (answers: Record<string, unknown>): EarlyReadContext => ({
    pathname: o.doc.location.pathname,
    language: o.language,
    market: o.market,
    apiBaseUrl: o.apiBaseUrl,
    answers,
  });
  const followed = startFollowReads({
    painter: loading,
    first,
    context,
    start: o.startCall ?? startEarlyCall,
    timeoutMs,
  });
  const settled = () => undefined;
  return {
    painted: paintWhenReady(o, { timeoutMs, loading, first, followed, context }),
    followed: Promise.race([followed.then(settled, settled), timeUp(timeoutMs).catch(settled)]),
  };
}

interface PaintParts {
  timeoutMs: number;
  loading: Promise<unknown>;
  first: Promise<Record<string, unknown>>;
  followed: Promise<Answered>;
  context: (answers: Record<string, unknown>) => EarlyReadContext;
}

async function paintWhenReady(
  o: RoutePaint,
  { timeoutMs, loading, first, followed, context }: PaintParts,
): Promise<boolean> {
  try {
    const [module, styled, bodies, more] = await Promise.race([
      Promise.all([
        loading.then(async (module) => {
          const ready = (module as Partial<EarlyPainter> | null)?.ready;
          await (typeof ready === 'function' ? ready(context({})) : ready);
          return module;
        }),
        o.styles.then(async (urls) => {
          const loaded = await Promise.all(
            urls.map((url) => applyStylesheet(o.doc, url, timeoutMs)),
          );
          return loaded.length > 0 && loaded.every(Boolean); // unstyled cards would only flash
        }),
        first,
        followed,
        parsed(o.doc),
      ]),
      timeUp(timeoutMs),
    ]);
    const paint = (module as Partial<EarlyPainter> | null)?.paint;
    const slot = openRouteSlot(o.doc);
    if (!slot || !styled || typeof paint !== 'function') return false;
    try {
      const input = { ...context({ ...bodies, ...bodiesOf(more) }), slot };
      if (paint({ ...input, preloadChunk: o.preloadChunk }) === true) return true;
    } catch {
      // a broken painter: the page renders as it would without one
    }
    slot.replaceChildren();
    return false;
  } catch {
    return false; // the painter did not load in time: the page renders as it would without one
  }
}
