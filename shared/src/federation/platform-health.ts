/**
 * The answer of `GET /api/platform/health` (issue 48): per app (each remote, and the host) and
 * release, what members met over the last hour or day. One contract for the sandbox that computes it
 * (api-sandbox/src/telemetry/health.ts) and the operator console that shows it.
 */
export const HEALTH_WINDOW_NAMES = ['hour', 'day'] as const;
export type HealthWindow = (typeof HEALTH_WINDOW_NAMES)[number];

export interface ErrorGroup {
  fingerprint: string;
  kind: string;
  message: string;
  /** `src/…tsx:12:7` of the latest report, when its stack was resolved. */
  topFrame: string | null;
  count: number;
  lastAt: number;
}

export interface RouteVitals {
  route: string;
  lcpP75: number | null;
  inpP75: number | null;
  samples: number;
}

export interface ReleaseHealth {
  build: string;
  loads: number;
  /** Of the app's page loads in the window, 0–1. */
  share: number;
  errors: number;
  loadFailures: number;
  /** Errors per page load. */
  errorRate: number;
  /** Error rate well above the previous release's. */
  flagged: boolean;
  groups: ErrorGroup[];
  routes: RouteVitals[];
}

export interface AppHealth {
  app: string;
  loads: number;
  errors: number;
  loadFailures: number;
  /** Errors (load failures included) per bucket, oldest first. */
  sparkline: number[];
  /** Newest release first. */
  releases: ReleaseHealth[];
}

export interface Health {
  window: HealthWindow;
  since: number;
  now: number;
  bucketMs: number;
  apps: AppHealth[];
}
