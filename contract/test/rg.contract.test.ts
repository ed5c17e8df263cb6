// Issue 18 "Responsible gambling" through @app/shared: the age gate, limits, reality check,
// exclusions, the session figures and the audit, and the refusals of a bet in both envelopes.
import { ApiError } from '@app/shared/client';
import {
  RG_CODES,
  RG_COOLING_OFF_MS,
  RG_MIN_AGE,
  ageOn,
  getRgSession,
  getRgState,
  isExcluded,
  listRgAudit,
  mobileRegister,
  registerAccount,
  sendSmsCode,
  setRealityCheck,
  setRgLimit,
  startRgExclusion,
  type RgState,
} from '@app/shared/api/member';
import { betSinglePass } from '@app/shared/api/sportsbook';
import { firstBet, openMatches } from '../src/bets';
import { ADULT, balance, lastSmsCode, loginAs, signOutLocal, withSandbox } from '../src/harness';

const sandbox = withSandbox();
afterEach(signOutLocal);

const failure = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e as ApiError);
const limitOf = (st: RgState, kind: string, period: string) =>
  st.limits.find((l) => l.kind === kind && l.period === period)!;

/** `years` back from the sandbox's today plus `days`, as YYYY-MM-DD. */
function birthDate(years: number, days = 0): string {
  const d = new Date(sandbox().started.sb.ctx.clock.now() + days * 86_400_000);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

describe('issue 18: the age gate at registration', () => {
  test('registerAccount: a birth date is required, under 21 is 1011 { minAge }', async () => {
    const missing = await failure(registerAccount({ userName: 'rgnodate', password: 'Rg@12345' }));
    expect(missing).toMatchObject({ kind: 'business', code: 1000 });
    const young = birthDate(RG_MIN_AGE - 1);
    expect(ageOn(young, new Date())).toBe(RG_MIN_AGE - 1);
    const under = await failure(
      registerAccount({ userName: 'rgyoung', password: 'Rg@12345', birthDate: young }),
    );
    expect(under).toBeInstanceOf(ApiError);
    expect(under).toMatchObject({ code: RG_CODES.UNDER_AGE, data: { minAge: RG_MIN_AGE } });
    const res = await registerAccount({
      userName: 'rgadult',
      password: 'Rg@12345',
      birthDate: ADULT,
    });
    expect(res.accessToken).toBeTruthy();
  });

  test('mobileRegister: false without a birth date, a token with one', async () => {
    const mobile = '966000321';
    await sendSmsCode({ mobile, countryCode: '84', actionType: 1 });
    const smsCode = await lastSmsCode(sandbox().api, mobile);
    const input = { mobile, smsCode, countryCode: '84', userName: 'rgphone01' };
    expect(await mobileRegister(input)).toBe(false);
    const res = await mobileRegister({ ...input, birthDate: ADULT });
    expect(res === false ? null : res.userName).toBe('rgphone01');
  });
});

describe('issue 18: limits, reality check, session and audit (member05)', () => {
  test('getRgState, setRgLimit (at once, then pending), setRealityCheck, listRgAudit', async () => {
    await loginAs('rgLimits');
    const fresh = await getRgState();
    expect(fresh.limits).toHaveLength(6);
    expect(fresh).toMatchObject({ realityCheckMinutes: 60, exclusion: null });

    const set = await setRgLimit({ kind: 'stake', period: 'day', amount: 100_000 });
    expect(limitOf(set, 'stake', 'day')).toMatchObject({ amount: 100_000, remaining: 100_000 });
    const raised = await setRgLimit({ kind: 'stake', period: 'day', amount: 500_000 });
    const pending = limitOf(raised, 'stake', 'day');
    expect(pending.amount).toBe(100_000);
    expect(pending.pending?.amount).toBe(500_000);
    expect(pending.pending!.effectiveAt - raised.now).toBeGreaterThanOrEqual(
      RG_COOLING_OFF_MS - 1_000,
    );

    expect((await setRealityCheck(30)).realityCheckMinutes).toBe(30);
    const audit = await listRgAudit();
    expect(audit.map((a) => a.action)).toEqual(['reality-check', 'limit', 'limit']);
    expect(audit[1]!.detail).toMatchObject({ effect: 'pending', from: 100_000, to: 500_000 });
  });

  test('a bet past the limit is refused with 2003 and data.remaining; getRgSession counts it', async () => {
    await loginAs('rgLimits');
    const start = await getRgSession();
    expect(start).toMatchObject({ staked: 0, returned: 0, net: 0 });
    const [a, b] = await openMatches();
    await betSinglePass([firstBet(a!, 60_000)]);
    const before = await balance();
    const err = await failure(betSinglePass([firstBet(b!, 60_000)]));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      kind: 'business',
      code: RG_CODES.LIMIT_REACHED,
      data: { kind: 'stake', period: 'day', limit: 100_000, remaining: 40_000 },
    });
    expect(await balance()).toBe(before);
    const session = await getRgSession();
    expect(session).toMatchObject({ startedAt: start.startedAt, staked: 60_000, net: -60_000 });
    expect(limitOf(await getRgState(), 'stake', 'day').remaining).toBe(40_000);
  });
});

describe('issue 18: exclusion (member06)', () => {
  test('startRgExclusion, then a bet is refused with 2004 and data.until', async () => {
    await loginAs('rgExcluded');
    const state = await startRgExclusion('24h');
    expect(state.exclusion).toMatchObject({ kind: 'timeout', period: '24h' });
    expect(isExcluded(state, state.now)).toBe(true);
    const before = await balance();
    const err = await failure(betSinglePass([firstBet((await openMatches())[0]!, 10_000)]));
    expect(err).toMatchObject({
      code: RG_CODES.EXCLUDED,
      data: { kind: 'timeout', until: state.exclusion!.until },
    });
    expect(await balance()).toBe(before);
    const week = await startRgExclusion('7d');
    expect(week.exclusion!.until).toBeGreaterThan(state.exclusion!.until);
    expect(await failure(startRgExclusion('24h'))).toMatchObject({ code: 1000 });
    expect((await listRgAudit()).map((a) => a.detail.period)).toEqual(['7d', '24h']);
  });
});
