/** What an error report is about (the collector's `kind`, api-sandbox/src/telemetry/batch-schema.ts). */
export type ErrorKind =
  'error' | 'rejection' | 'boundary' | 'load' | 'hydration' | 'parse' | 'http';

export interface ReportOptions {
  kind?: ErrorKind;
  /** The app the error is about (a remote's registry id, or `host`); else the app of the route. */
  app?: string;
  /** The server's X-Request-Id of a failed call: the call's line in the server log. */
  requestId?: string;
  /** The federation lifecycle of a load failure (`loadEntry`, `appManifest`…). */
  lifecycle?: string;
}

/** A report as it was made, before the sending code (loaded later) turns it into an event. */
export interface RawReport {
  error: unknown;
  opts: ReportOptions;
  /** `location.pathname` when it happened (the page may have moved on by the time it is sent). */
  path: string;
  at: number;
}

/** The page around a report, which the host knows (release, route owner, language, market). */
export interface TelemetryEnv {
  /** `…/api/platform/telemetry` of the operator backend. */
  endpoint: string;
  market: string;
  /** The build id of each app on the page: `host` and every remote whose manifest was read. */
  builds: () => Record<string, string>;
  /** The app that draws a path and its route pattern (ids folded), e.g. `sports`, `/sports`. */
  where: (path: string) => { app: string; route: string };
  language: () => string;
  /** The member's user name, scrubbed from every message (null for a guest). */
  userName: () => string | null;
}
