import { deviceClass } from './device';
import { fingerprint } from './fingerprint';
import { scrubMessage, scrubStack } from './scrub';
import type { ErrorKind, RawReport, TelemetryEnv } from './types';

/** The batch the collector takes (api-sandbox/src/telemetry/batch-schema.ts), version 1. */
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

interface Where {
  app: string;
  route: string;
  language: string;
  at: number;
}

export type TelemetryEvent =
  | ({
      type: 'error';
      kind: ErrorKind;
      message: string;
      stack?: string;
      fingerprint: string;
      requestId?: string;
      lifecycle?: string;
    } & Where)
  | ({ type: 'vital'; name: VitalName; value: number } & Where)
  | ({ type: 'load' } & Where);

/**
 * Per page load: a batch goes when it holds `batchEvents` events or `flushMs` after its first, and
 * at once when the page is hidden; a page sends at most `errorsPerPage` errors (`samePerPage` of
 * one group) and `eventsPerPage` events in all, so a failing poll cannot flood the collector.
 */
export const SENDER_LIMITS = {
  batchEvents: 10,
  flushMs: 5000,
  errorsPerPage: 20,
  samePerPage: 3,
  eventsPerPage: 80,
};

export interface Sender {
  addError(report: RawReport): void;
  addVital(name: VitalName, value: number, path: string): void;
  addLoad(path: string): void;
  flush(): void;
}

function newPageId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}

interface Described {
  message: string;
  stack?: string;
  kind?: ErrorKind;
  requestId?: string;
}

function describe(error: unknown): Described {
  if (typeof error === 'string') return { message: error };
  if (typeof error === 'object' && error !== null) {
    const e = error as { name?: unknown; message?: unknown; stack?: unknown; requestId?: unknown };
    const name = typeof e.name === 'string' ? e.name : 'Error';
    const message = typeof e.message === 'string' ? e.message : `${name} without a message`;
    return {
      message: name === 'Error' ? message : `${name}: ${message}`,
      stack: typeof e.stack === 'string' ? e.stack : undefined,
      kind: name === 'ChunkLoadError' ? 'load' : undefined,
      requestId: typeof e.requestId === 'string' ? e.requestId : undefined,
    };
  }
  return { message: `Non-error value thrown (${typeof error})` };
}

/** A chunk that failed is a load failure, whether a listener or a caller saw it first. */
function kindOf(asked: ErrorKind | undefined, described: ErrorKind | undefined): ErrorKind {
  const automatic = asked === undefined || asked === 'error' || asked === 'rejection';
  return (automatic ? described : undefined) ?? asked ?? 'error';
}

/** Beacon first (it outlives the page), else a keepalive fetch; neither may throw nor be awaited. */
export function sendBatch(win: Window, url: string, body: string): void {
  try {
    if (win.navigator.sendBeacon?.(url, body)) return;
  } catch {
    // a beacon refused (too big, blocked): the fetch below
  }
  try {
    // text/plain: a simple request, no preflight (which a keepalive request may not make)
    void win
      .fetch(url, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      })
      .catch(() => undefined);
  } catch {
    // no fetch at all: the batch is dropped
  }
}

/** Turns reports into events, batches them and sends them to the collector (see SENDER_LIMITS). */
export function createSender(env: TelemetryEnv, win: Window = window): Sender {
  const page = newPageId();
  const device = deviceClass(win);
  const perGroup = new Map<string, number>();
  let queue: TelemetryEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let events = 0;
  let errors = 0;

  const where = (path: string, at: number, app?: string): Where => {
    const w = env.where(path);
    return { app: app ?? w.app, route: w.route, language: env.language(), at };
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    const batch = queue;
    queue = [];
    // offline: dropped, not kept for later (a report of a page long gone misleads)
    if (win.navigator.onLine === false) return;
    const body = JSON.stringify({
      v: 1,
      page,
      builds: env.builds(),
      market: env.market,
      device,
      events: batch,
    });
    sendBatch(win, env.endpoint, body);
  };

  const enqueue = (event: TelemetryEvent) => {
    if (events >= SENDER_LIMITS.eventsPerPage) return;
    events += 1;
    queue.push(event);
    if (queue.length >= SENDER_LIMITS.batchEvents || win.document.visibilityState === 'hidden')
      flush();
    else timer ??= setTimeout(flush, SENDER_LIMITS.flushMs);
  };

  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };
  win.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', flush);

  const guard =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A) => {
      try {
        fn(...args);
      } catch {
        // reporting must never break the page
      }
    };

  return {
    addError: guard((report: RawReport) => {
      if (errors >= SENDER_LIMITS.errorsPerPage) return;
      const d = describe(report.error);
      const user = env.userName();
      const place = where(report.path, report.at, report.opts.app);
      const kind = kindOf(report.opts.kind, d.kind);
      const message = scrubMessage(d.message, user);
      const stack = d.stack ? scrubStack(d.stack, user) : undefined;
      const group = fingerprint(kind, place.app, message, stack);
      const seen = perGroup.get(group) ?? 0;
      if (seen >= SENDER_LIMITS.samePerPage) return;
      perGroup.set(group, seen + 1);
      errors += 1;
      const requestId = report.opts.requestId ?? d.requestId;
      enqueue({
        type: 'error',
        ...place,
        kind,
        message,
        ...(stack ? { stack } : {}),
        fingerprint: group,
        ...(requestId ? { requestId: requestId.slice(0, 64) } : {}),
        ...(report.opts.lifecycle ? { lifecycle: report.opts.lifecycle.slice(0, 40) } : {}),
      });
    }),
    addVital: guard((name: VitalName, value: number, path: string) =>
      enqueue({ type: 'vital', ...where(path, Date.now()), name, value: Math.max(0, value) }),
    ),
    addLoad: guard((path: string) => enqueue({ type: 'load', ...where(path, Date.now()) })),
    flush: guard(flush),
  };
}
