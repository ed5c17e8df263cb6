import * as z from 'zod';

/**
 * What `POST /api/platform/telemetry` accepts (issue 48): one page's batch of error reports, vitals
 * and page loads, as `@app/shared/telemetry` sends it. Every string is bounded and the batch is
 * capped (the route's body limit is TELEMETRY_MAX_BYTES), so a page cannot fill the database.
 */
export const TELEMETRY_MAX_BYTES = 64 * 1024;
export const TELEMETRY_MAX_EVENTS = 30;

const text = (max: number) => z.string().max(max);
/** A registry id (`sports`) or `host`. */
const app = z.string().regex(/^[a-z][a-z0-9-]{0,23}$/);
const build = text(80);
const at = z.number().int().nonnegative();

const where = {
  app,
  /** The route pattern the page showed (`/anchorPlay`, no query, ids folded by the client). */
  route: text(200),
  language: text(10),
  at,
};

export const ERROR_KINDS = [
  'error',
  'rejection',
  'boundary',
  'load',
  'hydration',
  'parse',
  'http',
] as const;
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

const ErrorEvent = z.object({
  type: z.literal('error'),
  ...where,
  kind: z.enum(ERROR_KINDS),
  message: text(500),
  stack: text(8000).optional(),
  fingerprint: z.string().regex(/^[a-z0-9]{1,32}$/),
  /** The server's X-Request-Id of a failed call. */
  requestId: text(64).optional(),
  /** The federation lifecycle of a load failure (`loadEntry`, `appManifest`…). */
  lifecycle: text(40).optional(),
});

const VitalEvent = z.object({
  type: z.literal('vital'),
  ...where,
  name: z.enum(VITAL_NAMES),
  /** Milliseconds (CLS: the unitless score). */
  value: z.number().nonnegative().max(600_000),
});

const LoadEvent = z.object({ type: z.literal('load'), ...where });

export const TelemetryBatchSchema = z.object({
  v: z.literal(1),
  /** One id per page load: the loads and vitals of one page are counted once. */
  page: z.string().regex(/^[A-Za-z0-9_-]{6,40}$/),
  /** The build id of each app on the page (`host` and the remotes loaded), the releases. */
  builds: z.record(app, build).refine((b) => Object.keys(b).length <= 10, 'at most 10 builds'),
  market: text(20),
  device: z.enum(['phone', 'tablet', 'desktop']),
  events: z
    .array(z.discriminatedUnion('type', [ErrorEvent, VitalEvent, LoadEvent]))
    .min(1)
    .max(TELEMETRY_MAX_EVENTS),
});

export type TelemetryBatch = z.infer<typeof TelemetryBatchSchema>;
export type TelemetryEvent = TelemetryBatch['events'][number];
export type TelemetryErrorEvent = Extract<TelemetryEvent, { type: 'error' }>;

/** A readable refusal: the first problem's path and message (no echo of the value). */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid batch';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
