import type { RawReport, ReportOptions, TelemetryEnv } from './types';

/**
 * The part of the error reporter that is always loaded (issue 48): it takes reports and keeps them
 * until the sending code, a chunk of its own with web-vitals, is loaded after the first screen
 * (`startTelemetry`, which the host calls once the page is idle). Nothing here can throw at a caller.
 */
const MAX_PENDING = 20;

interface State {
  env: TelemetryEnv | null;
  /** The page's first path: its load and vitals are counted there. */
  landingPath: string;
  pending: RawReport[];
  sink: ((report: RawReport) => void) | null;
  started: boolean;
}

const state: State = { env: null, landingPath: '/', pending: [], sink: null, started: false };
const installedOn = new WeakSet<Window>();

/** Reports an error (a caught one, a boundary's, a load failure…); never throws. */
export function reportError(error: unknown, opts: ReportOptions = {}): void {
  try {
    const report: RawReport = { error, opts, path: location.pathname, at: Date.now() };
    if (state.sink) state.sink(report);
    else if (state.pending.length < MAX_PENDING) state.pending.push(report);
  } catch {
    // reporting must never break the page
  }
}

/**
 * The host installs the reporter once, at start-up: uncaught errors and unhandled rejections are
 * reported from here on (a remote's code reports through `reportError`, the same module instance).
 */
export function installTelemetry(env: TelemetryEnv, win: Window = window): void {
  state.env = env;
  state.landingPath = win.location.pathname;
  if (installedOn.has(win)) return;
  installedOn.add(win);
  win.addEventListener('error', (e: ErrorEvent) => {
    // a muted cross-origin "Script error." says nothing that could be fixed
    if (e.error === undefined || e.error === null) return;
    reportError(e.error, { kind: 'error' });
  });
  win.addEventListener('unhandledrejection', (e: PromiseRejectionEvent) =>
    reportError(e.reason, { kind: 'rejection' }),
  );
}

export type SendingStart = (env: TelemetryEnv, landingPath: string) => (report: RawReport) => void;

/**
 * Loads the sending code and web-vitals (after the first screen: the host calls this when the page
 * is idle) and hands it what was reported so far. A chunk that fails to load drops the reports.
 */
export async function startTelemetry(
  load: () => Promise<SendingStart> = () =>
    import(/* webpackChunkName: "telemetry" */ './telemetry-start').then((m) => m.startSending),
): Promise<void> {
  const env = state.env;
  if (!env || state.started) return;
  state.started = true;
  try {
    const sink = (await load())(env, state.landingPath);
    state.sink = sink;
    for (const report of state.pending.splice(0)) sink(report);
  } catch {
    state.pending = [];
  }
}

/** Tests only: forget the installation and the reports. */
export function resetTelemetryForTests(): void {
  state.env = null;
  state.landingPath = '/';
  state.pending = [];
  state.sink = null;
  state.started = false;
}
