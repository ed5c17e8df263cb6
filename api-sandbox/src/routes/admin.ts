import type { FastifyInstance } from 'fastify';
import { dropChatSockets } from '../chat';
import type { Ctx } from '../context';
import { kvGet } from '../db/open';
import { ok } from '../envelope';
import { illegal, notFound } from '../errors';
import { obj as bodyOf } from '../http/schema-kit';
import type { FaultState, PathRule, Window } from '../faults';
import { emptyFaults, expireProviderTokens, expireSessions } from '../faults';
import { kickOff } from '../provider/kickoff';
import { clearListCache } from '../provider/list-cache';
import { settleDue } from '../provider/orders';
import { readRegistry, validateRegistry, writeRegistry } from '../registry';
import { forgetReleases } from '../releases';
import { seedAll } from '../seed';
import { DAY, parseOperatorTime } from '../time';
import { changeBalance } from '../users';
import { closeDeposit, confirmDeposit, depositByRef } from '../cashier/deposits';
import { setCashierSettings } from '../cashier/settings';

function time(v: unknown, fallback: number): number {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v) {
    const t = parseOperatorTime(v);
    if (Number.isFinite(t)) return t;
    throw illegal(`time ${v} is not epoch ms, ISO 8601 or 'YYYY-MM-DD HH:mm:ss' (UTC+8)`);
  }
  return fallback;
}

function obj(v: unknown, name: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw illegal(`${name} must be an object`);
  return v as Record<string, unknown>;
}

function windowOf(o: Record<string, unknown>): Window {
  const now = Date.now();
  const start = time(o.start ?? o.startTime, now - 60_000);
  const end = time(o.end ?? o.endTime, now + 3_600_000);
  if (end <= start) throw illegal('end must be after start');
  return { start, end };
}

function pathRules(
  list: PathRule[],
  raw: unknown,
  name: string,
  kind: 'slow' | 'fail' | 'malformed' | 'dropAfter' | 'corruptAfter',
): PathRule[] {
  const items = Array.isArray(raw) ? raw : [raw];
  let out = [...list];
  for (const item of items) {
    const o = obj(item, name);
    if (typeof o.path !== 'string' || !o.path.startsWith('/'))
      throw illegal(`${name}.path must start with /`);
    const path = o.path;
    out = out.filter((r) => r.path !== path);
    if (o.off === true || o.on === false) continue;
    const rule: PathRule = { path };
    if (kind === 'slow') {
      const ms = Number(o.ms);
      if (!Number.isFinite(ms) || ms < 0 || ms > 60_000) throw illegal('slow.ms must be 0..60000');
      rule.ms = ms;
    }
    if (kind === 'fail') {
      if (o.status !== undefined) {
        const status = Number(o.status);
        if (!Number.isInteger(status) || status < 200 || status > 599)
          throw illegal('fail.status must be an HTTP status');
        rule.status = status;
      }
      if (o.code !== undefined) {
        const code = Number(o.code);
        if (!Number.isInteger(code)) throw illegal('fail.code must be an integer');
        rule.code = code;
      }
    }
    out.push(rule);
  }
  return out;
}

/** Applies a fault request body; returns the actions taken. */
export function applyFaults(ctx: Ctx, body: unknown): string[] {
  const b = obj(body, 'body');
  const f: FaultState = ctx.faults;
  const done: string[] = [];
  for (const key of Object.keys(b)) {
    const v = b[key];
    switch (key) {
      case 'siteMaintenance': {
        const o = obj(v, key);
        if (o.on === false) f.siteMaintenance = null;
        else {
          const w = windowOf(o);
          f.siteMaintenance = {
            title: typeof o.title === 'string' ? o.title : 'Bảo trì hệ thống',
            content:
              typeof o.content === 'string'
                ? o.content
                : 'Hệ thống đang bảo trì, vui lòng quay lại sau.',
            startTime: w.start,
            endTime: w.end,
            point: typeof o.point === 'string' ? o.point : '0',
          };
        }
        break;
      }
      case 'sportsMaintenance': {
        const o = obj(v, key);
        f.sportsMaintenance = o.on === false ? null : windowOf(o);
        break;
      }
      case 'lobbyMaintenance':
      case 'gameMaintenance': {
        const o = obj(v, key);
        const id = String(key === 'lobbyMaintenance' ? o.lobbyId : o.gameId);
        if (!/^\d+$/.test(id))
          throw illegal(`${key} needs ${key === 'lobbyMaintenance' ? 'lobbyId' : 'gameId'}`);
        const map = key === 'lobbyMaintenance' ? f.lobbyMaintenance : f.gameMaintenance;
        if (o.on === false) delete map[id];
        else map[id] = windowOf(o);
        break;
      }
      case 'expireSessions':
        if (v === true) done.push(`expired ${expireSessions(ctx.db)} sessions`);
        break;
      case 'expireProviderTokens':
        if (v === true) done.push(`expired ${expireProviderTokens(ctx.db)} provider tokens`);
        break;
      case 'slow':
      case 'fail':
      case 'malformed':
      case 'dropAfter':
      case 'corruptAfter':
        f[key] = pathRules(f[key], v, key, key);
        break;
      default:
        throw illegal(`unknown fault ${key}`);
    }
    done.push(key);
  }
  return done;
}

/** The admin routes; who may call them is decided by src/http/admin-guard.ts. */
export function registerAdminRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get('/__admin/state', async () => {
    const count = (sql: string) => (ctx.db.prepare(sql).get() as { n: number }).n;
    return ok({
      ports: ctx.ports,
      seededAt: kvGet<number>(ctx.db, 'seededAt'),
      clock: { now: ctx.clock.now(), offsetMs: ctx.clock.offsetMs() },
      faults: ctx.faults,
      counts: {
        users: count('SELECT COUNT(*) AS n FROM users'),
        activeSessions: count(
          `SELECT COUNT(*) AS n FROM sessions WHERE expires_at > ${Date.now()}`,
        ),
        activeProviderTokens: count(
          `SELECT COUNT(*) AS n FROM provider_tokens WHERE expires_at > ${Date.now()}`,
        ),
        liveStreams: count('SELECT COUNT(*) AS n FROM streams WHERE status = 2'),
        matches: count('SELECT COUNT(*) AS n FROM matches'),
        orders: count('SELECT COUNT(*) AS n FROM orders'),
      },
      registry: readRegistry(ctx.db, ctx.config),
    });
  });

  app.put('/__admin/registry', async (req) => {
    const registry = validateRegistry(req.body);
    writeRegistry(ctx.db, registry);
    return ok(registry);
  });

  /** Forgets every remote release (tests): the registry's own manifests are served again. */
  app.delete('/__admin/releases', async () => {
    forgetReleases(ctx.db);
    return ok(readRegistry(ctx.db, ctx.config));
  });

  app.post('/__admin/reset', async () => {
    seedAll(ctx.db);
    clearListCache(ctx);
    ctx.faults = emptyFaults();
    ctx.smsOutbox.length = 0;
    ctx.clock.reset();
    ctx.log('[admin] database reseeded, faults cleared, clock reset');
    return ok(true);
  });

  app.post('/__admin/faults', async (req) => {
    const applied = applyFaults(ctx, req.body);
    ctx.log(`[admin] faults: ${applied.join(', ')}`);
    return ok({ applied, faults: ctx.faults });
  });

  app.delete('/__admin/faults', async () => {
    ctx.faults = emptyFaults();
    return ok({ faults: ctx.faults });
  });

  app.get('/__admin/sms-outbox', async (req) => {
    const q = req.query as { mobile?: string };
    const list = q.mobile
      ? ctx.smsOutbox.filter((m) => m.mobile.endsWith(q.mobile!.replace(/^0+/, '')))
      : ctx.smsOutbox;
    return ok([...list].reverse());
  });

  /**
   * Kicks a not-yet-started match off: its round starts one minute ago on the sandbox clock, so it
   * is live everywhere at once and a page opened before meets the closed prediction (issue 14).
   */
  app.post(
    '/__admin/kickoff',
    { schema: { body: bodyOf({ matchId: { type: 'integer', minimum: 1 } }, ['matchId']) } },
    async (req) => {
      const { matchId } = req.body as { matchId: number };
      if (!kickOff(ctx, matchId, 60_000)) throw notFound('Upcoming match');
      clearListCache(ctx);
      return ok({ matchId });
    },
  );

  /** Moves the sandbox clock forward (src/clock.ts), e.g. past a limit's 24-hour cooling-off. */
  app.post(
    '/__admin/clock',
    {
      schema: {
        body: bodyOf({ advanceMs: { type: 'integer', minimum: 0, maximum: 3660 * DAY } }, [
          'advanceMs',
        ]),
      },
    },
    async (req) => {
      const now = ctx.clock.advance((req.body as { advanceMs: number }).advanceMs);
      ctx.log(`[admin] clock moved to ${new Date(now).toISOString()}`);
      return ok({ now, offsetMs: ctx.clock.offsetMs() });
    },
  );

  /**
   * Records a confirmed deposit for a member, as the cashier's backend would once the money arrived:
   * a `deposit` ledger row and the balance, in one transaction (invite qualification, first-deposit
   * tiers). Until the cashier exists this is how a test gives an account its first deposit.
   */
  app.post(
    '/__admin/deposit',
    {
      schema: {
        body: bodyOf(
          {
            userName: { type: 'string', minLength: 1, maxLength: 64 },
            amount: { type: 'integer', minimum: 1, maximum: 1_000_000_000 },
          },
          ['userName', 'amount'],
        ),
      },
    },
    async (req) => {
      const { userName, amount } = req.body as { userName: string; amount: number };
      const user = ctx.db.prepare('SELECT id FROM users WHERE user_name = ?').get(userName) as
        { id: number } | undefined;
      if (!user) throw notFound('Member');
      const balance = changeBalance(ctx, user.id, amount, 'deposit', 'admin');
      ctx.log(`[admin] deposit of ${amount} recorded for ${userName}`);
      return ok({ balance });
    },
  );

  /**
   * The payment provider's side of a deposit, for tests: `paid` confirms it (the balance moves once,
   * however often this is called), `failed` closes it with nothing moved.
   */
  app.post(
    '/__admin/cashier/deposit',
    {
      schema: {
        body: bodyOf(
          {
            reference: { type: 'string', minLength: 1, maxLength: 20 },
            status: { enum: ['paid', 'failed'] },
          },
          ['reference'],
        ),
      },
    },
    async (req) => {
      const b = req.body as { reference: string; status?: 'paid' | 'failed' };
      if (b.status !== 'failed') return ok(confirmDeposit(ctx, b.reference, 'admin'));
      const row = depositByRef(ctx, b.reference);
      if (!row) throw notFound('Deposit');
      return ok({
        outcome: 'failed',
        deposit: closeDeposit(ctx, row, 'failed', 'admin', 'provider-failed'),
      });
    },
  );

  /** The provider's timing: auto-confirm delay of deposits (0 = only by a call) and payout delay. */
  app.post(
    '/__admin/cashier/settings',
    {
      schema: {
        body: bodyOf({
          confirmDelayMs: { type: 'integer', minimum: 0, maximum: DAY },
          payoutDelayMs: { type: 'integer', minimum: 0, maximum: DAY },
        }),
      },
    },
    async (req) =>
      ok(setCashierSettings(ctx, req.body as { confirmDelayMs?: number; payoutDelayMs?: number })),
  );

  /** Confirms and settles every open bet now (instead of waiting SETTLE_AFTER_S). */
  app.post('/__admin/settle', async () => ok({ settled: settleDue(ctx, Date.now(), true) }));

  /** Closes the chat sockets (all, or room `roomId`'s) server-side, so clients must reconnect. */
  app.post(
    '/__admin/chat/drop',
    { schema: { body: bodyOf({ roomId: { type: 'integer', minimum: 1 } }) } },
    async (req) => {
      const roomId = (req.body as { roomId?: number } | undefined)?.roomId ?? null;
      const dropped = dropChatSockets(ctx, roomId);
      ctx.log(`[admin] dropped ${dropped} chat sockets${roomId ? ` of room ${roomId}` : ''}`);
      return ok({ dropped });
    },
  );
}
