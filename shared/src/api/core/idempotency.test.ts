// Reliability R8 (notes/research-reliability.md): POSTs are never retried automatically; bets, claims,
// turntable draws and gift sends carry an Idempotency-Key, one per user action.
import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import { useSportsConfigStore } from '../../store/sports-config-store';
import { REQUEST_TIMEOUT_MS } from './client';
import { sendGift } from '../live/gifts';
import { createIdempotencyKeeper, IDEMPOTENCY_HEADER, newIdempotencyKey } from './idempotency';
import { drawInviteAward } from '../promotion/invite';
import { payRelationFee } from '../live/live-orders';
import { setNotifier } from './notifier';
import { claimActivity } from '../promotion/promotion-activity';
import {
  betMultiple,
  betSinglePass,
  cashOutBet,
  reserveBet,
} from '../sportsbook/sportsbook-orders';
import { drawTurntablePrize, receiveMatchRewards } from '../promotion/turntable';
import {
  answerEvery,
  fakeTimersForTimeouts,
  noAnswer,
  rejectionAfter,
  useTestConfig,
} from '../__fixtures__/call-helpers';

beforeEach(() => {
  useTestConfig();
  useSessionStore.setState({ ...INITIAL_SESSION });
  useSportsConfigStore.setState({
    config: { token: 'sb', apiServerAddress: 'https://sb', guest: true },
  });
  setNotifier({ toast: jest.fn(), alert: jest.fn(async () => undefined), confirm: jest.fn() });
});

describe('newIdempotencyKey and the keeper', () => {
  it('gives distinct keys from the cryptographic generator, also without crypto.randomUUID', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    const random = jest.spyOn(Math, 'random');
    const real = globalThis.crypto;
    const spy = jest.spyOn(globalThis, 'crypto', 'get').mockReturnValue({
      getRandomValues: (a: Uint32Array) => real.getRandomValues(a),
    } as never);
    const plainHttp = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    spy.mockRestore();
    expect(plainHttp.size).toBe(50);
    for (const k of plainHttp) expect(k).toMatch(/^[0-9a-f]{8}(-[0-9a-f]{8}){3}$/);
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });

  it('refuses to make a key without a cryptographic generator', () => {
    const spy = jest.spyOn(globalThis, 'crypto', 'get').mockReturnValue(undefined as never);
    expect(() => newIdempotencyKey()).toThrow(/random source/);
    spy.mockRestore();
  });

  it('reuses the key while the same action is re-submitted, a new one once it is done', () => {
    const keeper = createIdempotencyKeeper();
    const first = keeper.keyFor('claim:4');
    expect(keeper.keyFor('claim:4')).toBe(first);
    expect(keeper.keyFor('claim:5')).not.toBe(first);
    keeper.done('claim:4');
    expect(keeper.keyFor('claim:4')).not.toBe(first);
  });
});

describe('operator calls with an Idempotency-Key', () => {
  const cases: Array<[string, (key?: string) => Promise<unknown>, unknown]> = [
    [
      'sendGift',
      (key) => sendGift({ streamId: 1, giftId: 2, idempotencyKey: key }),
      { balance: 1, amount: 1 },
    ],
    ['claimActivity', (key) => claimActivity(4, { idempotencyKey: key }), { amount: 1 }],
    [
      'drawTurntablePrize',
      (key) => drawTurntablePrize({ idempotencyKey: key }),
      { index: 0, prize: { id: 1, amount: 0 } },
    ],
    ['receiveMatchRewards', (key) => receiveMatchRewards({ idempotencyKey: key }), { amount: 1 }],
    ['drawInviteAward', (key) => drawInviteAward({ idempotencyKey: key }), { amount: 1 }],
    ['payRelationFee', (key) => payRelationFee({ streamId: 1 }, key), { paid: true }],
  ];

  it.each(cases)('%s sends the given key, or a fresh one per action', async (_n, run, data) => {
    const calls = answerEvery(() => ({ code: 200, data }));
    await run('same');
    await run('same');
    await run();
    await run();
    const keys = calls.map((c) => c.headers[IDEMPOTENCY_HEADER]);
    expect(keys[0]).toBe('same');
    expect(keys[1]).toBe('same');
    expect(keys[2]).toEqual(expect.any(String));
    expect(keys[2]).not.toBe(keys[3]);
  });

  it('a POST that times out is not retried: exactly one request', async () => {
    fakeTimersForTimeouts();
    const calls = answerEvery(noAnswer);
    const err = await rejectionAfter(
      REQUEST_TIMEOUT_MS * 3,
      claimActivity(4, { idempotencyKey: 'k' }),
    );
    expect(err).toMatchObject({ kind: 'timeout' });
    expect(calls).toHaveLength(1);
    jest.useRealTimers();
  });
});

describe('sportsbook bets with an Idempotency-Key', () => {
  const bet = { matchId: 1, marketId: 2, optionType: 1, odds: 2, unitStake: 5 };
  const cases: Array<[string, (key: string) => Promise<unknown>, unknown]> = [
    ['betSinglePass', (key) => betSinglePass([bet], key), [{ status: 1 }]],
    ['betMultiple', (key) => betMultiple({ betOptionList: [], betMultipleData: [] }, key), []],
    ['cashOutBet', (key) => cashOutBet('9', 3, key), {}],
    ['reserveBet', (key) => reserveBet(bet, key), {}],
  ];

  it.each(cases)('%s puts the key in the header, not in the body', async (_n, run, data) => {
    const calls = answerEvery(() => ({ code: 0, data }));
    await run('bet-key');
    expect(calls[0]!.headers[IDEMPOTENCY_HEADER]).toBe('bet-key');
    expect(calls[0]!.body).not.toHaveProperty('__idempotencyKey');
  });

  it('the 14010 retry (a token refresh, SPEC §8) keeps the same key; a timeout is not retried', async () => {
    let n = 0;
    const calls = answerEvery(
      () => (n++ === 0 ? { code: 14010 } : { code: 0, data: [] }),
      'https://sb',
    );
    answerEvery(
      () => ({ code: 200, data: { token: 'sb2', apiServerAddress: 'https://sb' } }),
      'https://api.test',
    );
    await betSinglePass([bet], 'k2');
    expect(calls.map((c) => c.headers[IDEMPOTENCY_HEADER])).toEqual(['k2', 'k2']);
    fakeTimersForTimeouts();
    const failed = answerEvery(noAnswer, 'https://sb');
    const err = await rejectionAfter(REQUEST_TIMEOUT_MS * 3, betSinglePass([bet]));
    expect(err).toMatchObject({ kind: 'timeout' });
    expect(failed).toHaveLength(1);
    jest.useRealTimers();
  });
});
