import fc from 'fast-check';
import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import { useSportsConfigStore } from '../../store/sports-config-store';
import { ApiError } from './api-error';
import { callApi } from './client';
import { readEnvelope } from './envelope';
import { StreamSchema, listStreams } from '../live/live';
import { getUserInfo, getWalletBalance } from '../member/member';
import { listAdverts } from '../promotion/promotion';
import { getMatchList, MatchSchema } from '../sportsbook/sportsbook';
import { answerEvery, useTestConfig } from '../__fixtures__/call-helpers';

const EXPIRED = 401001;
const code = fc.oneof(
  fc.constant(200),
  fc.constant('200'),
  fc.constant(0),
  fc.constant(8),
  fc.constant(14010),
  fc.integer().filter((c) => c !== EXPIRED),
  fc.string().filter((c) => Number(c) !== EXPIRED),
  fc.anything(),
);
/** Anything a broken server or proxy could send back. */
const body = fc.oneof(
  fc.anything(),
  fc.jsonValue(),
  fc.constantFrom('<html><body>502 Bad Gateway</body></html>', '<html>', '{"a":', '', 'null'),
  fc.constantFrom(null, undefined, [], {}, { code: 200 }, { data: {} }),
  fc.record(
    {
      code,
      msg: fc.oneof(fc.string(), fc.anything()),
      data: fc.oneof(fc.anything(), fc.jsonValue()),
    },
    { requiredKeys: [] },
  ),
);

beforeEach(() => {
  useTestConfig();
  useSessionStore.setState({ ...INITIAL_SESSION, token: 't', username: 'u' });
  useSportsConfigStore.setState({
    config: { token: 'sb', apiServerAddress: 'https://sb', guest: false },
  });
  answerEvery(() => ({ code: 200, data: { token: 'sb2', apiServerAddress: 'https://sb' } }));
});

/** Resolves (then `check` holds) or rejects with ApiError malformed/business; never anything else. */
async function settlesCleanly<T>(
  run: () => Promise<T>,
  check: (v: T) => boolean,
): Promise<boolean> {
  try {
    return check(await run());
  } catch (err) {
    return err instanceof ApiError && (err.kind === 'malformed' || err.kind === 'business');
  }
}

describe('R14 / SPEC §8: malformed bodies give one typed error, never a crash', () => {
  const operatorCalls: Array<[string, () => Promise<unknown>, (v: unknown) => boolean]> = [
    ['callApi', () => callApi({ url: '/api/x' }), () => true],
    [
      'listStreams',
      listStreams,
      (v) => Array.isArray(v) && v.every((s) => StreamSchema.safeParse(s).success),
    ],
    ['listAdverts', () => listAdverts('t1'), Array.isArray],
    ['getUserInfo', getUserInfo, (v) => typeof (v as { userName: unknown }).userName === 'string'],
    [
      'getWalletBalance',
      getWalletBalance,
      (v) => typeof (v as { balance: unknown }).balance === 'number',
    ],
  ];

  it.each(operatorCalls)('%s over arbitrary bodies', async (_, run, check) => {
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        answerEvery(() => b);
        return settlesCleanly(run, check);
      }),
      { numRuns: 150 },
    );
  });

  it('getMatchList over arbitrary provider bodies', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        answerEvery(() => b);
        return settlesCleanly(
          getMatchList,
          (v) =>
            v.records.every((m) => MatchSchema.safeParse(m).success) && typeof v.total === 'number',
        );
      }),
      { numRuns: 150 },
    );
  });

  it.each(['<html>', null, 'null', 42, [], { code: 'abc' }, { msg: 'no code' }, { code: NaN }])(
    'readEnvelope(%j) throws ApiError malformed',
    (b) => {
      expect(() => readEnvelope(b)).toThrow(ApiError);
      expect(() => readEnvelope(b)).toThrow(expect.objectContaining({ kind: 'malformed' }));
    },
  );

  it('missing data under code 200 is malformed for typed calls', async () => {
    answerEvery(() => ({ code: 200, msg: 'ok' }));
    for (const run of [listStreams, () => listAdverts(), getUserInfo, getWalletBalance]) {
      await expect(run()).rejects.toMatchObject({ kind: 'malformed' });
    }
  });
});

describe('R14: well-formed bodies resolve with the validated type', () => {
  const stream = fc.record({
    id: fc.oneof(fc.integer(), fc.string()),
    title: fc.string(),
    status: fc.integer({ min: 0, max: 3 }),
  });

  it('listStreams returns the records, live (status 2) first, others in server order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stream), async (records) => {
        answerEvery(() => ({ code: 200, data: { records, total: records.length } }));
        const out = await listStreams();
        const live = records.filter((r) => r.status === 2);
        const rest = records.filter((r) => r.status !== 2);
        expect(out).toEqual([...live, ...rest]);
      }),
      { numRuns: 50 },
    );
  });

  it('getUserInfo maps nulls to undefined; getWalletBalance reads memberWallet', async () => {
    answerEvery(() => ({ code: 200, data: { userName: 'alice', nickName: null, vipLevel: 3 } }));
    await expect(getUserInfo()).resolves.toMatchObject({
      userName: 'alice',
      nickName: undefined,
      vipLevel: 3,
    });
    answerEvery(() => ({
      code: 200,
      data: { memberWallet: { balance: 12.5, currency: 'VND' } },
    }));
    await expect(getWalletBalance()).resolves.toEqual({ balance: 12.5, currency: 'VND' });
  });

  it('listAdverts sends tenantId only when given', async () => {
    const calls = answerEvery(() => ({ code: 200, data: [{ id: 1, title: 'A' }] }));
    await expect(listAdverts()).resolves.toEqual([{ id: 1, title: 'A' }]);
    await listAdverts('t9');
    expect(calls.map((c) => c.params)).toEqual([{}, { tenantId: 't9' }]);
  });
});
