import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Ctx } from '../context';
import { Codes } from '../codes';
import { ok } from '../envelope';
import { readRegistry } from '../registry';
import { requireUser } from '../users';
import {
  describeIssue,
  TELEMETRY_MAX_BYTES,
  TelemetryBatchSchema,
  type TelemetryErrorEvent,
} from '../telemetry/batch-schema';
import { HEALTH_WINDOWS, readHealth, type HealthWindow } from '../telemetry/health';
import { createStackResolver, type AppBase } from '../telemetry/source-maps';
import { pruneTelemetry, storeBatch } from '../telemetry/store';

export const TELEMETRY_PATH = '/api/platform/telemetry';
export const HEALTH_PATH = '/api/platform/health';
const PRUNE_EVERY_MS = 60_000;

/** The remotes' bases from the registry's manifest addresses (`…/mf-manifest.json` → `…/`). */
function remoteBases(ctx: Ctx): AppBase[] {
  return readRegistry(ctx.db, ctx.config).remotes.flatMap((r) => {
    const base = r.manifest.replace(/[^/]*$/, '');
    return /^https?:\/\//.test(base) ? [{ app: r.id, base }] : [];
  });
}

/** A refusal the page never reads but a person debugging does: HTTP 4xx, in the envelope. */
function refuse(reply: FastifyReply, status: number, code: number, msg: string) {
  return reply.code(status).send({ code, msg, data: null });
}

/**
 * The collector (issue 48): `POST /api/platform/telemetry` takes a page's batch of error reports,
 * vitals and page loads (`@app/shared/telemetry`; sent as text/plain so a beacon needs no
 * preflight), checks it against its schema, resolves stacks against the sending release's hidden
 * source maps and keeps it for TELEMETRY_RETENTION_H. `GET /api/platform/health` is what the
 * operator console's Health tab reads (super admin only).
 */
export function registerTelemetryRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { telemetry } = ctx.config;
  const resolver = createStackResolver({
    distDirs: telemetry.distDirs,
    bases: () => remoteBases(ctx),
  });
  app.addHook('onClose', async () => resolver.close());
  const rate = app.createRateLimit({
    max: telemetry.ratePerIpMin,
    timeWindow: 60_000,
    keyGenerator: (req) => `telemetry:${req.ip}`,
  });
  let prunedAt = 0;

  app.post(
    TELEMETRY_PATH,
    // the batch is checked by its own schema below (a clear 400), not the routes' default one
    { bodyLimit: TELEMETRY_MAX_BYTES, schema: { body: {} } },
    async (req, reply) => {
      const limit = await rate(req);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(limit.ttlInSeconds))));
        return refuse(reply, 429, 429, 'Too many telemetry batches');
      }
      let body: unknown = req.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          return refuse(reply, 400, Codes.ILLEGAL_INPUT, 'Illegal input: batch is not JSON');
        }
      }
      const parsed = TelemetryBatchSchema.safeParse(body);
      if (!parsed.success)
        return refuse(
          reply,
          400,
          Codes.ILLEGAL_INPUT,
          `Illegal input: ${describeIssue(parsed.error)}`,
        );
      const batch = parsed.data;
      const errors = await Promise.all(
        batch.events
          .filter((e): e is TelemetryErrorEvent => e.type === 'error')
          .map(async (event) => ({
            event,
            frames: event.stack ? await resolver.resolve(event.stack, batch.builds) : [],
          })),
      );
      const now = Date.now();
      storeBatch(ctx.db, batch, errors, now);
      if (now - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = now;
        pruneTelemetry(ctx.db, telemetry.retentionH, now);
      }
      return ok({ accepted: batch.events.length });
    },
  );

  app.get(HEALTH_PATH, async (req) => {
    requireUser(ctx, req, ['superAdmin']);
    const asked = (req.query as { window?: string }).window;
    const window: HealthWindow =
      asked && Object.hasOwn(HEALTH_WINDOWS, asked) ? (asked as HealthWindow) : 'hour';
    const apps = readRegistry(ctx.db, ctx.config).remotes.map((r) => r.id);
    return ok(readHealth(ctx.db, window, Date.now(), apps));
  });
}
