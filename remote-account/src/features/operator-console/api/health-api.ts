import { callApi } from '@app/shared/client';
import {
  HEALTH_WINDOW_NAMES,
  type AppHealth,
  type ErrorGroup,
  type Health as SharedHealth,
  type HealthWindow,
  type ReleaseHealth,
  type RouteVitals,
} from '@app/shared/federation';

/**
 * The sandbox's health view of the releases (api-sandbox/src/telemetry/health.ts, issue 48): per
 * app and release, what members met in the last hour or day. Super admin only.
 */
export const HEALTH_WINDOWS = HEALTH_WINDOW_NAMES;
export type { AppHealth, ErrorGroup, HealthWindow, ReleaseHealth, RouteVitals };

/** What the console keeps of the answer (the contract's `since` and `now` it does not show). */
export type Health = Pick<SharedHealth, 'window' | 'bucketMs' | 'apps'>;

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const numOrNull = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const recs = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter(isRec) : []);

function toGroup(g: Rec): ErrorGroup {
  return {
    fingerprint: str(g.fingerprint),
    kind: str(g.kind),
    message: str(g.message),
    topFrame: typeof g.topFrame === 'string' ? g.topFrame : null,
    count: num(g.count),
    lastAt: num(g.lastAt),
  };
}

function toRelease(r: Rec): ReleaseHealth {
  return {
    build: str(r.build),
    loads: num(r.loads),
    share: num(r.share),
    errors: num(r.errors),
    loadFailures: num(r.loadFailures),
    errorRate: num(r.errorRate),
    flagged: r.flagged === true,
    groups: recs(r.groups).map(toGroup),
    routes: recs(r.routes).map((v) => ({
      route: str(v.route),
      lcpP75: numOrNull(v.lcpP75),
      inpP75: numOrNull(v.inpP75),
      samples: num(v.samples),
    })),
  };
}

/** Keeps what is well formed (the console never trusts a shape it did not check). */
export function toHealth(data: unknown, window: HealthWindow): Health {
  const d = isRec(data) ? data : {};
  return {
    window,
    bucketMs: num(d.bucketMs),
    apps: recs(d.apps)
      .filter((a) => typeof a.app === 'string')
      .map((a) => ({
        app: str(a.app),
        loads: num(a.loads),
        errors: num(a.errors),
        loadFailures: num(a.loadFailures),
        sparkline: Array.isArray(a.sparkline) ? a.sparkline.map(num) : [],
        releases: recs(a.releases).map(toRelease),
      })),
  };
}

export async function readHealth(window: HealthWindow): Promise<Health> {
  const data = await callApi<unknown>({
    method: 'GET',
    url: '/api/platform/health',
    params: { window },
  });
  return toHealth(data, window);
}
