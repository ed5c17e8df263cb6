import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Codes, LOGIN_EXPIRED, ProviderCodes } from '../codes';
import type { Ctx } from '../context';
import { sessionUser } from '../users';
import type { AppKind } from './app';

/**
 * Money-moving calls (#17, R8): a repeated `Idempotency-Key` with the same request replays the first
 * answer (header `Idempotent-Replayed: true`, and `replayed: true` in an object `data`); the same key
 * with another request is refused with IDEMPOTENCY_CONFLICT. Keys are scoped per user, kept 24 h.
 */
export const MONEY_ROUTES = new Set([
  'POST /v1/order/bet/singlePass',
  'POST /v1/order/betMultiple',
  'POST /v1/order/reserve/bet',
  'POST /v1/order/reserve/cancel',
  'POST /v1/order/cashOut/bet',
  'POST /api/live/gift/profit/save',
  'POST /api/live/relation/fee',
  'POST /api/promotion/activity/claim',
  'POST /api/promotion/activity/receiveMatchRewards',
  'POST /api/promotion/receiveMatchRewards',
  'GET /api/promotion/activity/turntable/prize/get',
  'GET /api/promotion/turntable/prize/get',
  'POST /api/member/invite/drawAward',
  'POST /api/game/fund/collect',
  'POST /api/game/bet/single-wallet/jump',
  'POST /api/game/fund/transfer',
  'POST /api/cashier/deposit/create',
  'POST /api/cashier/deposit/cancel',
  'POST /api/cashier/withdraw/create',
  'POST /api/cashier/withdraw/cancel',
]);

/** Lets a concurrent twin of this request go on (its answer is kept already). */
export function releaseIdempotency(req: FastifyRequest): void {
  req.idempotency?.done();
  req.idempotency = undefined;
}

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const KEY = /^[\w.:-]{1,128}$/;
/** Answers that say nothing about the action (auth, input, server faults) are not kept. */
const NOT_KEPT = new Set<number>([
  LOGIN_EXPIRED,
  Codes.ILLEGAL_INPUT,
  Codes.INTERNAL,
  ProviderCodes.TOKEN_EXPIRED,
  ProviderCodes.LOGIN_REQUIRED,
]);

/** Requests under way per sandbox, by scope (shared by every route: a key is per user, not per route). */
const INFLIGHT = new WeakMap<Ctx, Map<string, Promise<void>>>();

interface Pending {
  scope: string;
  fingerprint: string;
  done: () => void;
}
declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Pending;
  }
}

/** Stable JSON: object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

function fingerprintOf(req: FastifyRequest): string {
  const route = `${req.method} ${req.routeOptions.url ?? ''}`;
  const text = `${route}\n${canonical(req.query ?? {})}\n${canonical(req.body ?? {})}`;
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** Adds the replay/conflict hooks to the money routes of one app (called from onRoute). */
export function withIdempotency(ctx: Ctx, kind: AppKind, route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.some((m) => MONEY_ROUTES.has(`${m} ${route.url}`))) return;
  let inflight = INFLIGHT.get(ctx);
  if (!inflight) INFLIGHT.set(ctx, (inflight = new Map()));
  const waiting = inflight;
  const conflict = (reply: FastifyReply, msg: string) => {
    const code =
      kind === 'provider' ? ProviderCodes.IDEMPOTENCY_CONFLICT : Codes.IDEMPOTENCY_CONFLICT;
    const body = { code, msg, data: null };
    return reply.code(200).send(kind === 'provider' ? { success: false, ...body } : body);
  };

  const before = async (req: FastifyRequest, reply: FastifyReply) => {
    const raw = req.headers['idempotency-key'];
    if (raw === undefined || raw === '') return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || !KEY.test(key)) {
      const code = kind === 'provider' ? ProviderCodes.PARAM_ERROR : Codes.ILLEGAL_INPUT;
      const body = { code, msg: 'Illegal input: Idempotency-Key must be 1-128 of [A-Za-z0-9_.:-]' };
      return reply.code(200).send(kind === 'provider' ? { success: false, ...body } : body);
    }
    const userId = kind === 'provider' ? req.providerCaller?.userId : sessionUser(ctx, req)?.id;
    if (userId === null || userId === undefined) return;
    const scope = `${kind}:${userId}:${key}`;
    const fingerprint = fingerprintOf(req);
    // A concurrent twin waits for the first request to finish, then replays its answer.
    for (let p = waiting.get(scope); p; p = waiting.get(scope)) await p;
    const row = ctx.db
      .prepare(
        'SELECT fingerprint, status, body FROM idempotency_keys WHERE scope = ? AND created_at > ?',
      )
      .get(scope, Date.now() - IDEMPOTENCY_TTL_MS) as
      { fingerprint: string; status: number; body: string } | undefined;
    if (row) {
      if (row.fingerprint !== fingerprint)
        return conflict(reply, 'Idempotency-Key was already used for a different request');
      const stored = JSON.parse(row.body) as { data?: unknown };
      const data = stored.data;
      const replay =
        data && typeof data === 'object' && !Array.isArray(data)
          ? { ...stored, data: { ...data, replayed: true } }
          : stored;
      return reply.code(row.status).header('Idempotent-Replayed', 'true').send(replay);
    }
    let done = () => {};
    waiting.set(scope, new Promise<void>((resolve) => (done = resolve)));
    req.idempotency = {
      scope,
      fingerprint,
      done: () => {
        waiting.delete(scope);
        done();
      },
    };
  };

  const keep = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const p = req.idempotency;
    if (!p || typeof payload !== 'string') return payload;
    try {
      const parsed = JSON.parse(payload) as { code?: number };
      if (reply.statusCode === 200 && !NOT_KEPT.has(Number(parsed.code))) {
        ctx.db
          .prepare('DELETE FROM idempotency_keys WHERE created_at <= ?')
          .run(Date.now() - IDEMPOTENCY_TTL_MS);
        ctx.db
          .prepare(
            'INSERT OR REPLACE INTO idempotency_keys (scope, fingerprint, status, body, created_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(p.scope, p.fingerprint, reply.statusCode, payload, Date.now());
      }
    } catch {
      // not JSON: nothing to replay
    }
    return payload;
  };
  const release = async (req: FastifyRequest) => releaseIdempotency(req);

  const add = <T>(existing: T | T[] | undefined, hook: T): T[] => [
    ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
    hook,
  ];
  route.preHandler = add(route.preHandler, before);
  route.onSend = add(route.onSend, keep);
  route.onResponse = add(route.onResponse, release);
  route.onRequestAbort = add(route.onRequestAbort, release);
}
