import { setNotifier } from '../core/notifier';
import {
  ageOn,
  getRgSession,
  getRgState,
  isExcluded,
  listRgAudit,
  setRealityCheck,
  setRgLimit,
  startRgExclusion,
} from './responsible-gambling';
import { answerEvery, useTestConfig } from '../__fixtures__/call-helpers';

const limit = (kind: 'stake' | 'loss', period: 'day' | 'week' | 'month') => ({
  kind,
  period,
  amount: null,
  used: 0,
  remaining: null,
  pending: null,
});
const STATE = {
  limits: [limit('stake', 'day'), limit('loss', 'day')],
  realityCheckMinutes: 60,
  exclusion: null,
  now: 1,
};

beforeEach(() => {
  useTestConfig();
  setNotifier({ toast: jest.fn(), alert: jest.fn(async () => undefined), confirm: jest.fn() });
});

describe('issue 18 responsible-gambling calls', () => {
  it('each call uses its path and body and checks the answer', async () => {
    const calls = answerEvery((c) =>
      c.url?.endsWith('/session')
        ? { code: 200, data: { startedAt: 1, now: 2, staked: 5, returned: 3, net: -2 } }
        : c.url?.endsWith('/audit')
          ? { code: 200, data: [{ id: 1, action: 'limit', detail: {}, createdAt: 1 }] }
          : { code: 200, data: STATE },
    );
    await expect(getRgState()).resolves.toEqual(STATE);
    await setRgLimit({ kind: 'stake', period: 'day', amount: 100000 });
    await setRealityCheck(30);
    await startRgExclusion('24h');
    await expect(getRgSession()).resolves.toMatchObject({ net: -2 });
    await expect(listRgAudit()).resolves.toHaveLength(1);
    expect(calls.map((c) => `${c.method.toLowerCase()} ${c.path}`)).toEqual([
      'get /api/member/rg/get',
      'post /api/member/rg/limit',
      'post /api/member/rg/realityCheck',
      'post /api/member/rg/exclusion',
      'get /api/member/rg/session',
      'get /api/member/rg/audit',
    ]);
    expect(calls[1]!.body).toEqual({
      kind: 'stake',
      period: 'day',
      amount: 100000,
    });
    expect(calls[2]!.body).toEqual({ minutes: 30 });
    expect(calls[3]!.body).toEqual({ period: '24h' });
  });

  it('a state without its exclusion field is malformed, never read as "may play"', async () => {
    answerEvery(() => ({ code: 200, data: { limits: [], realityCheckMinutes: 60, now: 1 } }));
    await expect(getRgState()).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('age on a date', () => {
  const now = new Date(Date.UTC(2026, 10, 23));
  it.each([
    ['2005-11-23', 21],
    ['2005-11-24', 20],
    ['2005-12-01', 20],
    ['1990-02-28', 36],
  ])('%s -> %i', (birth, age) => {
    expect(ageOn(birth, now)).toBe(age);
  });
  it.each(['2005-02-30', '23/11/2005', '', '2030-01-01'])('%s is not a real birth date', (b) => {
    expect(ageOn(b, now)).toBeNull();
  });
});

describe('isExcluded', () => {
  const ex = { kind: 'timeout' as const, period: '24h', startedAt: 0, until: 100 };
  it('is true until the end, false after it or without an exclusion', () => {
    expect(isExcluded({ exclusion: ex }, 99)).toBe(true);
    expect(isExcluded({ exclusion: ex }, 100)).toBe(false);
    expect(isExcluded({ exclusion: null }, 1)).toBe(false);
    expect(isExcluded(undefined, 1)).toBe(false);
  });
});
