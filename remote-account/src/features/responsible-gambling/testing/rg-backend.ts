import {
  RG_COOLING_OFF_MS,
  RG_PERIODS,
  type RgAuditEntry,
  type RgExclusion,
  type RgExclusionPeriod,
  type RgLimit,
  type RgLimitKind,
  type RgPeriod,
  type RgState,
} from '@app/shared/api/rg';
import { sampleRgState } from '@app/shared/testing';
import { mockBackend } from '../../../test-utils';
import { breakEnd, isTimeout } from '../break-periods';

/**
 * The sandbox's responsible-gambling rules in small, served over MSW (mockBackend) for component
 * tests: a lower (or first) limit applies at once, a raise or a removal waits 24 hours; breaks only
 * get longer; every change is audited. `clockOffset` puts the server's clock ahead of the device's.
 */
export function mockRgBackend({ clockOffset = 0 } = {}) {
  const api = mockBackend();
  const serverNow = () => Date.now() + clockOffset;
  const start = sampleRgState(serverNow());
  const limits: RgLimit[] = start.limits;
  const rg = {
    realityCheckMinutes: start.realityCheckMinutes,
    exclusion: start.exclusion as RgExclusion | null,
  };
  const audit: RgAuditEntry[] = [];
  const record = (action: string, detail: Record<string, unknown>) =>
    audit.unshift({ id: audit.length + 1, action, detail, createdAt: serverNow() });
  const state = (): RgState =>
    JSON.parse(JSON.stringify({ limits, ...rg, now: serverNow() })) as RgState;
  const row = (kind: RgLimitKind, period: RgPeriod) =>
    limits.find((l) => l.kind === kind && l.period === period)!;

  const applyDue = () =>
    limits.forEach((l) => {
      if (!l.pending || l.pending.effectiveAt > serverNow()) return;
      const { amount } = l.pending;
      const from = l.amount;
      Object.assign(l, {
        amount,
        remaining: amount === null ? null : Math.max(0, amount - l.used),
        pending: null,
      });
      record('limit-applied', { kind: l.kind, period: l.period, from, to: amount });
    });

  api.on('GET', '/api/member/rg/get', () => {
    applyDue();
    return { data: state() };
  });
  api.on('GET', '/api/member/rg/audit', () => ({ data: audit }));
  api.on('POST', '/api/member/rg/limit', ({ body }) => {
    const { kind, period, amount } = body as {
      kind: RgLimitKind;
      period: RgPeriod;
      amount: number | null;
    };
    const l = row(kind, period);
    const lower = amount !== null && (l.amount === null || amount <= l.amount);
    if (lower) {
      Object.assign(l, { amount, remaining: Math.max(0, amount - l.used), pending: null });
      record('limit', { kind, period, from: null, to: amount, effect: 'applied' });
    } else {
      l.pending = { amount, effectiveAt: serverNow() + RG_COOLING_OFF_MS };
      const effectiveAt = l.pending.effectiveAt;
      record('limit', { kind, period, from: l.amount, to: amount, effect: 'pending', effectiveAt });
    }
    return { data: state() };
  });
  api.on('POST', '/api/member/rg/realityCheck', ({ body }) => {
    rg.realityCheckMinutes = (body as { minutes: number }).minutes;
    record('reality-check', { from: null, to: rg.realityCheckMinutes });
    return { data: state() };
  });
  api.on('POST', '/api/member/rg/exclusion', ({ body }) => {
    const { period } = body as { period: RgExclusionPeriod };
    startBreak(period);
    record('exclusion', { period, until: rg.exclusion!.until });
    return { data: state() };
  });

  // the cashier's deposit limits (issue 50), with the same lower-now, raise-later rule
  const deposits = RG_PERIODS.map((period) => ({
    period,
    amount: null as number | null,
    used: 0,
    remaining: null as number | null,
    pending: null as { amount: number | null; effectiveAt: number } | null,
  }));
  const depositState = () => ({ data: JSON.parse(JSON.stringify(deposits)) as typeof deposits });
  api.on('GET', '/api/cashier/depositLimit', depositState);
  api.on('POST', '/api/cashier/depositLimit', ({ body }) => {
    const { period, amount } = body as { period: RgPeriod; amount: number | null };
    const l = deposits.find((d) => d.period === period)!;
    if (amount !== null && (l.amount === null || amount <= l.amount))
      Object.assign(l, { amount, remaining: Math.max(0, amount - l.used), pending: null });
    else l.pending = { amount, effectiveAt: serverNow() + RG_COOLING_OFF_MS };
    return depositState();
  });

  function startBreak(period: RgExclusionPeriod, startedAt = serverNow()) {
    rg.exclusion = {
      kind: isTimeout(period) ? 'timeout' : 'self-exclusion',
      period,
      startedAt,
      until: breakEnd(period, startedAt),
    };
  }

  return {
    api,
    rg,
    audit,
    serverNow,
    startBreak,
    /** A raise or removal already waiting, due at `effectiveAt` (server time). */
    setPending(kind: RgLimitKind, period: RgPeriod, amount: number | null, effectiveAt: number) {
      row(kind, period).pending = { amount, effectiveAt };
    },
    /** Sets a deposit limit as if it had been in place, with what was deposited of it. */
    setDepositLimit(period: RgPeriod, amount: number, used: number) {
      Object.assign(
        deposits.find((d) => d.period === period)!,
        {
          amount,
          used,
          remaining: Math.max(0, amount - used),
        },
      );
    },
    /** Sets a limit as if it had been in place, with what is used of it. */
    setLimit(kind: RgLimitKind, period: RgPeriod, amount: number, used: number) {
      Object.assign(row(kind, period), {
        amount,
        used,
        remaining: Math.max(0, amount - used),
      });
    },
  };
}
