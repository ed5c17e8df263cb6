import * as z from 'zod/mini';
import { getData, postData, type ReadOptions } from '@app/shared/client';

/**
 * Responsible gambling (issue 18): age gate, stake and loss limits, reality check, time-out and
 * self-exclusion. Every rule is enforced by the server; the client shows what the server says.
 */
const RG = '/api/member/rg';

/** Legal age in Vietnam (Decree 06/2017/ND-CP): registration under it is refused. */
export const RG_MIN_AGE = 21;
/** Raising or removing a limit waits this long; lowering applies at once. */
export const RG_COOLING_OFF_MS = 24 * 60 * 60 * 1000;
/** Reality-check intervals a member may choose, in minutes (0 = off); default 60. */
export const RG_REALITY_CHECK_CHOICES = [0, 15, 30, 45, 60, 90, 120] as const;
export const RG_REALITY_CHECK_DEFAULT = 60;

/**
 * Business codes of the rules. The same numbers come back from the operator backend and from the
 * sportsbook provider, so one translation serves both (common:codes.<code>).
 */
export const RG_CODES = {
  /** Registration: date of birth under {@link RG_MIN_AGE} (missing or invalid is 1000). data: { minAge } */
  UNDER_AGE: 1011,
  /** A bet past a stake or loss limit. data: { kind, period, limit, remaining } */
  LIMIT_REACHED: 2003,
  /** Betting, games or claims during a time-out or self-exclusion. data: { kind, until } */
  EXCLUDED: 2004,
} as const;

export type RgLimitKind = 'stake' | 'loss';
/** Rolling windows: day = the last 24 hours, week = 7 days, month = 30 days. */
export type RgPeriod = 'day' | 'week' | 'month';
export const RG_PERIODS: readonly RgPeriod[] = ['day', 'week', 'month'];
export const RG_LIMIT_KINDS: readonly RgLimitKind[] = ['stake', 'loss'];

/** Time-outs (24 h, 7 d, 30 d) and self-exclusions (6 months and more). */
export type RgExclusionPeriod = '24h' | '7d' | '30d' | '6m' | '1y' | '5y';
export const RG_TIMEOUTS: readonly RgExclusionPeriod[] = ['24h', '7d', '30d'];
export const RG_SELF_EXCLUSIONS: readonly RgExclusionPeriod[] = ['6m', '1y', '5y'];

const Amount = z.nullable(z.number());

export const RgLimitSchema = z.object({
  kind: z.enum(['stake', 'loss']),
  period: z.enum(['day', 'week', 'month']),
  /** null: no limit. */
  amount: Amount,
  /** Staked (stake limit) or net lost (loss limit) in the window so far. */
  used: z.number(),
  /** amount - used, never below 0; null without a limit. */
  remaining: Amount,
  /** A raise or removal waiting for its cooling-off. */
  pending: z.nullable(z.object({ amount: Amount, effectiveAt: z.number() })),
});
export type RgLimit = z.infer<typeof RgLimitSchema>;

export const RgExclusionSchema = z.object({
  kind: z.enum(['timeout', 'self-exclusion']),
  period: z.string(),
  startedAt: z.number(),
  until: z.number(),
});
export type RgExclusion = z.infer<typeof RgExclusionSchema>;

export const RgStateSchema = z.object({
  /** Always six rows: stake and loss for day, week and month. */
  limits: z.array(RgLimitSchema),
  realityCheckMinutes: z.number(),
  /** null when the member may play. */
  exclusion: z.nullable(RgExclusionSchema),
  /** Server time of the answer (ms), for countdowns. */
  now: z.number(),
});
export type RgState = z.infer<typeof RgStateSchema>;

export const RgSessionSchema = z.object({
  /** When this login session began (ms). */
  startedAt: z.number(),
  now: z.number(),
  /** Stakes placed in this session (bets and games). */
  staked: z.number(),
  /** Returns credited in this session (winnings, cash-outs, refunds). */
  returned: z.number(),
  /** returned - staked: positive is a win. */
  net: z.number(),
});
export type RgSession = z.infer<typeof RgSessionSchema>;

export const RgAuditEntrySchema = z.object({
  id: z.number(),
  /** limit | limit-applied | reality-check | exclusion */
  action: z.string(),
  /**
   * What changed. limit / limit-applied: { kind, period, from, to (null = no limit), effect:
   * applied | pending | pending-cancelled, effectiveAt? }; reality-check: { from, to } minutes;
   * exclusion: { kind, period, startedAt, until }. `note` is English for auditors; the UI renders
   * from the fields.
   */
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.number(),
});
export type RgAuditEntry = z.infer<typeof RgAuditEntrySchema>;

/** Body of POST rg/limit: an amount sets the limit, null removes it. */
export interface RgLimitInput {
  kind: RgLimitKind;
  period: RgPeriod;
  amount: number | null;
}
/** Body of POST rg/realityCheck. */
export interface RgRealityCheckBody {
  minutes: number;
}
/** Body of POST rg/exclusion. */
export interface RgExclusionBody {
  period: RgExclusionPeriod;
}

/**
 * GET /api/member/rg/get: limits with what is used, the reality-check interval, any exclusion.
 * Takes TanStack Query's `signal` (it is a queryFn as is): a cancelled query cancels the request.
 */
export function getRgState(options: ReadOptions = {}): Promise<RgState> {
  return getData(RgStateSchema, `${RG}/get`, undefined, { noNeedResponseMsg: true, ...options });
}

/**
 * POST /api/member/rg/limit: sets (amount) or removes (null) one limit. A lower limit applies at
 * once; a higher one or a removal becomes `pending` for {@link RG_COOLING_OFF_MS}. Answers the state.
 */
export function setRgLimit(input: RgLimitInput): Promise<RgState> {
  // the settings page shows a refusal inline; no toast on top of it
  return postData(RgStateSchema, `${RG}/limit`, input, { noNeedResponseMsg: true });
}

/** POST /api/member/rg/realityCheck: the interval in minutes (one of the choices, 0 = off). */
export function setRealityCheck(minutes: number): Promise<RgState> {
  const body: RgRealityCheckBody = { minutes };
  return postData(RgStateSchema, `${RG}/realityCheck`, body, { noNeedResponseMsg: true });
}

/** POST /api/member/rg/exclusion: starts a time-out or self-exclusion; it cannot be undone. */
export function startRgExclusion(period: RgExclusionPeriod): Promise<RgState> {
  const body: RgExclusionBody = { period };
  return postData(RgStateSchema, `${RG}/exclusion`, body, { noNeedResponseMsg: true });
}

/** GET /api/member/rg/session: this login session's time and net result, for the reality check. */
export function getRgSession(options: ReadOptions = {}): Promise<RgSession> {
  return getData(RgSessionSchema, `${RG}/session`, undefined, {
    noNeedResponseMsg: true,
    ...options,
  });
}

/** GET /api/member/rg/audit: every change with its server time, newest first. */
export function listRgAudit(options: ReadOptions = {}): Promise<RgAuditEntry[]> {
  return getData(z.array(RgAuditEntrySchema), `${RG}/audit`, undefined, {
    noNeedResponseMsg: true,
    ...options,
  });
}

/** Age in whole years on `now` of a YYYY-MM-DD birth date; null when the date is not real. */
export function ageOn(birthDate: string, now: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return null;
  if (date.getTime() > now.getTime()) return null;
  let age = now.getUTCFullYear() - y;
  const beforeBirthday =
    now.getUTCMonth() < mo - 1 || (now.getUTCMonth() === mo - 1 && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** True when the state forbids betting, games and claims now. */
export function isExcluded(state: Pick<RgState, 'exclusion'> | null | undefined, now: number) {
  return !!state?.exclusion && state.exclusion.until > now;
}
