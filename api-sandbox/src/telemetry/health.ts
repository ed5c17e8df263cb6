import type {
  ErrorGroup,
  Health,
  HealthWindow,
  ReleaseHealth,
  RouteVitals,
} from '@app/shared/federation';
import type { Db } from '../db/open';

/**
 * The operator console's health view (issue 48): per app (each remote, and the host) and release,
 * over the last hour or day, what members met: errors and their top groups, load failures, p75 LCP
 * and INP by route, the share of page loads on each release, and errors over time (a sparkline).
 */
export const HEALTH_WINDOWS = {
  hour: { ms: 3600_000, buckets: 12 },
  day: { ms: 24 * 3600_000, buckets: 24 },
} as const satisfies Record<HealthWindow, { ms: number; buckets: number }>;
export type { HealthWindow };

/** A release is flagged when its error rate is over twice the previous release's (and ≥ 5 %). */
export const FLAG_RATIO = 2;
export const FLAG_MIN_RATE = 0.05;
export const FLAG_MIN_ERRORS = 3;
const TOP_GROUPS = 5;

/** The 75th percentile (nearest rank), as web-vitals reports are judged. */
export function p75(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

export function isFlagged(errors: number, rate: number, previousRate: number | null): boolean {
  if (previousRate === null || errors < FLAG_MIN_ERRORS) return false;
  return rate > Math.max(FLAG_RATIO * previousRate, FLAG_MIN_RATE);
}

interface ErrorRow {
  app: string;
  build: string;
  kind: string;
  fingerprint: string;
  message: string;
  top_frame: string | null;
  received_at: number;
}

function frameOf(json: string | null): string | null {
  if (!json) return null;
  try {
    const f = JSON.parse(json) as { text?: string; resolved?: boolean };
    return f.resolved && f.text ? f.text : null;
  } catch {
    return null;
  }
}

function groupsOf(rows: ErrorRow[]): ErrorGroup[] {
  const groups = new Map<string, ErrorGroup>();
  for (const r of rows) {
    const g = groups.get(r.fingerprint);
    if (!g) {
      groups.set(r.fingerprint, {
        fingerprint: r.fingerprint,
        kind: r.kind,
        message: r.message,
        topFrame: frameOf(r.top_frame),
        count: 1,
        lastAt: r.received_at,
      });
      continue;
    }
    g.count += 1;
    if (r.received_at >= g.lastAt) {
      g.lastAt = r.received_at;
      g.message = r.message;
      g.topFrame = frameOf(r.top_frame) ?? g.topFrame;
    }
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || b.lastAt - a.lastAt);
}

function routesOf(rows: { route: string; name: string; value: number }[]): RouteVitals[] {
  const byRoute = new Map<string, { lcp: number[]; inp: number[]; samples: number }>();
  for (const r of rows) {
    const v = byRoute.get(r.route) ?? { lcp: [], inp: [], samples: 0 };
    byRoute.set(r.route, v);
    if (r.name === 'LCP') v.lcp.push(r.value);
    else if (r.name === 'INP') v.inp.push(r.value);
    else continue;
    v.samples += 1;
  }
  return [...byRoute.entries()]
    .filter(([, v]) => v.samples > 0)
    .map(([route, v]) => ({ route, lcpP75: p75(v.lcp), inpP75: p75(v.inp), samples: v.samples }))
    .sort((a, b) => b.samples - a.samples || a.route.localeCompare(b.route));
}

/** Reads the health of every app seen in the window (and of `apps`, the registry's, when quiet). */
export function readHealth(db: Db, window: HealthWindow, now: number, apps: string[]): Health {
  const { ms, buckets } = HEALTH_WINDOWS[window];
  const since = now - ms;
  const bucketMs = ms / buckets;
  const errors = db
    .prepare(
      `SELECT app, build, kind, fingerprint, message, top_frame, received_at
       FROM telemetry_errors WHERE received_at >= ? ORDER BY received_at`,
    )
    .all(since) as ErrorRow[];
  const loads = db
    .prepare(
      'SELECT app, build, MIN(received_at) AS first, COUNT(*) AS n FROM telemetry_loads WHERE received_at >= ? GROUP BY app, build',
    )
    .all(since) as { app: string; build: string; first: number; n: number }[];
  const vitals = db
    .prepare(
      `SELECT app, build, route, name, value FROM telemetry_vitals
       WHERE received_at >= ? AND name IN ('LCP', 'INP')`,
    )
    .all(since) as { app: string; build: string; route: string; name: string; value: number }[];

  const names = [
    ...new Set(['host', ...apps, ...loads.map((l) => l.app), ...errors.map((e) => e.app)]),
  ];
  return {
    window,
    since,
    now,
    bucketMs,
    apps: names.map((app) => {
      const appErrors = errors.filter((e) => e.app === app);
      const appLoads = loads.filter((l) => l.app === app);
      const totalLoads = appLoads.reduce((a, l) => a + l.n, 0);
      const sparkline = new Array<number>(buckets).fill(0);
      for (const e of appErrors) {
        const i = Math.min(
          buckets - 1,
          Math.max(0, Math.floor((e.received_at - since) / bucketMs)),
        );
        sparkline[i]! += 1;
      }
      // releases in the order they were first seen (the previous release is the one before)
      const firstSeen = new Map<string, number>();
      for (const l of appLoads) firstSeen.set(l.build, l.first);
      for (const e of appErrors)
        if (!firstSeen.has(e.build) || e.received_at < firstSeen.get(e.build)!)
          firstSeen.set(e.build, e.received_at);
      const ordered = [...firstSeen.entries()].sort((a, b) => a[1] - b[1]).map(([b]) => b);
      let previousRate: number | null = null;
      const releases = ordered.map((build): ReleaseHealth => {
        const rows = appErrors.filter((e) => e.build === build);
        const loadFailures = rows.filter((e) => e.kind === 'load').length;
        const count = rows.length - loadFailures;
        const releaseLoads = appLoads.find((l) => l.build === build)?.n ?? 0;
        const errorRate = releaseLoads ? count / releaseLoads : count ? 1 : 0;
        const flagged = isFlagged(count, errorRate, previousRate);
        if (releaseLoads) previousRate = errorRate;
        return {
          build,
          loads: releaseLoads,
          share: totalLoads ? releaseLoads / totalLoads : 0,
          errors: count,
          loadFailures,
          errorRate,
          flagged,
          groups: groupsOf(rows).slice(0, TOP_GROUPS),
          routes: routesOf(vitals.filter((v) => v.app === app && v.build === build)),
        };
      });
      const loadFailures = appErrors.filter((e) => e.kind === 'load').length;
      return {
        app,
        loads: totalLoads,
        errors: appErrors.length - loadFailures,
        loadFailures,
        sparkline,
        releases: releases.reverse(),
      };
    }),
  };
}
