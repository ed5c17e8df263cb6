import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { ok } from '../envelope';
import { illegal } from '../errors';
import type { Window } from '../faults';
import { id, obj, page, str, time } from '../http/schema-kit';
import { requireUser, sessionUser, type UserRow } from '../users';

/*
 * The super admin's operator console (issue 12): maintenance windows and the audit log, guarded by
 * the superAdmin role. Registry saves and batch unbans made elsewhere are written to the audit log too.
 */
const O = '/api/operator';
const SCOPES = ['site', 'sports', 'lobby', 'game'] as const;
type Scope = (typeof SCOPES)[number];

const AUDITED: Record<string, string> = {
  'PUT /api/platform/registry': 'registry.save',
  'POST /api/user/banLog/batchUntie': 'ban.batchUnban',
};

interface AuditRow {
  id: number;
  user_name: string;
  action: string;
  detail: string;
  created_at: number;
}

/** One row of the operator audit log the console shows (its Audit tab). */
export function audit(ctx: Ctx, user: UserRow, action: string, detail: unknown): void {
  ctx.db
    .prepare(
      'INSERT INTO operator_audit (user_name, action, detail, created_at) VALUES (?, ?, ?, ?)',
    )
    .run(user.user_name, action, JSON.stringify(detail ?? null).slice(0, 2000), Date.now());
}

function toMs(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  const ms = Number.isFinite(n) ? n : Date.parse(String(value));
  if (!Number.isFinite(ms)) throw illegal('startTime/endTime must be a time');
  return ms;
}

/** The maintenance windows now in force or planned, one list for the console. */
function maintenanceList(ctx: Ctx) {
  const f = ctx.faults;
  const out: Array<{ scope: Scope; targetId: string | null } & Window & { title?: string }> = [];
  if (f.siteMaintenance)
    out.push({
      scope: 'site',
      targetId: null,
      start: f.siteMaintenance.startTime,
      end: f.siteMaintenance.endTime,
      title: f.siteMaintenance.title,
    });
  if (f.sportsMaintenance) out.push({ scope: 'sports', targetId: null, ...f.sportsMaintenance });
  for (const [k, w] of Object.entries(f.lobbyMaintenance))
    out.push({ scope: 'lobby', targetId: k, ...w });
  for (const [k, w] of Object.entries(f.gameMaintenance))
    out.push({ scope: 'game', targetId: k, ...w });
  return out.map((m) => ({ ...m, startTime: m.start, endTime: m.end }));
}

function scopeOf(value: unknown): Scope {
  if (!SCOPES.includes(value as Scope)) throw illegal(`scope must be one of ${SCOPES.join(', ')}`);
  return value as Scope;
}

function targetOf(scope: Scope, value: unknown): string {
  const target = value === undefined || value === null ? '' : String(value);
  if ((scope === 'lobby' || scope === 'game') && !/^\d{1,18}$/.test(target))
    throw illegal(`${scope} maintenance needs targetId`);
  return target;
}

export function registerOperatorRoutes(app: FastifyInstance, ctx: Ctx): void {
  const admin = (req: FastifyRequest) => requireUser(ctx, req, ['superAdmin']);

  app.addHook('onResponse', async (req, reply) => {
    const action = AUDITED[`${req.method} ${req.routeOptions.url ?? ''}`];
    if (!action || reply.statusCode !== 200) return;
    const user = sessionUser(ctx, req);
    if (user?.role !== 'superAdmin') return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const detail =
      action === 'registry.save'
        ? {
            remotes: Array.isArray(body.remotes)
              ? (body.remotes as Array<{ id?: unknown; enabled?: unknown }>).map(
                  (r) => `${String(r.id)}:${r.enabled ? 'on' : 'off'}`,
                )
              : [],
            activitiesOff: Object.entries((body.activities ?? {}) as Record<string, unknown>)
              .filter(([, on]) => on === false)
              .map(([k]) => k),
          }
        : { ids: body.ids };
    audit(ctx, user, action, detail);
  });

  app.get(`${O}/maintenance`, async (req) => {
    admin(req);
    return ok(maintenanceList(ctx));
  });

  app.post(
    `${O}/maintenance`,
    {
      schema: {
        body: obj(
          {
            scope: str(10),
            targetId: id,
            startTime: time,
            endTime: time,
            title: str(100),
            content: str(500),
          },
          ['scope', 'endTime'],
        ),
      },
    },
    async (req) => {
      const user = admin(req);
      const b = req.body as Record<string, unknown>;
      const scope = scopeOf(b.scope);
      const target = targetOf(scope, b.targetId);
      const start = toMs(b.startTime, Date.now());
      const end = toMs(b.endTime, NaN);
      if (!(end > start)) throw illegal('endTime must be after startTime');
      const f = ctx.faults;
      if (scope === 'site')
        f.siteMaintenance = {
          title: typeof b.title === 'string' && b.title ? b.title : 'Bảo trì hệ thống',
          content:
            typeof b.content === 'string' && b.content
              ? b.content
              : 'Hệ thống đang bảo trì, vui lòng quay lại sau.',
          startTime: start,
          endTime: end,
          point: '0',
        };
      else if (scope === 'sports') f.sportsMaintenance = { start, end };
      else (scope === 'lobby' ? f.lobbyMaintenance : f.gameMaintenance)[target] = { start, end };
      audit(ctx, user, 'maintenance.start', { scope, targetId: target || null, start, end });
      return ok(maintenanceList(ctx));
    },
  );

  app.post(
    `${O}/maintenance/end`,
    { schema: { body: obj({ scope: str(10), targetId: id }, ['scope']) } },
    async (req) => {
      const user = admin(req);
      const b = req.body as Record<string, unknown>;
      const scope = scopeOf(b.scope);
      const target = targetOf(scope, b.targetId);
      const f = ctx.faults;
      if (scope === 'site') f.siteMaintenance = null;
      else if (scope === 'sports') f.sportsMaintenance = null;
      else delete (scope === 'lobby' ? f.lobbyMaintenance : f.gameMaintenance)[target];
      audit(ctx, user, 'maintenance.end', { scope, targetId: target || null });
      return ok(maintenanceList(ctx));
    },
  );

  app.post(
    `${O}/audit/list`,
    { schema: { body: obj({ ...page, action: str(40) }) } },
    async (req) => {
      admin(req);
      const b = (req.body ?? {}) as { current?: number | string; size?: number | string };
      const current = Math.max(1, Number(b.current) || 1);
      const size = Math.min(100, Math.max(1, Number(b.size) || 20));
      const total = (
        ctx.db.prepare('SELECT COUNT(*) AS n FROM operator_audit').get() as { n: number }
      ).n;
      const rows = ctx.db
        .prepare('SELECT * FROM operator_audit ORDER BY id DESC LIMIT ? OFFSET ?')
        .all(size, (current - 1) * size) as AuditRow[];
      return ok({
        records: rows.map((r) => ({
          id: r.id,
          userName: r.user_name,
          action: r.action,
          detail: JSON.parse(r.detail) as unknown,
          createdAt: r.created_at,
        })),
        total,
        current,
        size,
      });
    },
  );
}
