// Error paths of SPEC §7/§8 through the shared client (its ApiError kinds), raw fetch where the client hides them.
import { ApiError, callApi, MALFORMED_MESSAGE } from '@app/shared/client';
import { addVipPhoneBack, getUserInfo, registerAccount, sendSmsCode } from '@app/shared/api/member';
import { getMatchList } from '@app/shared/api/sportsbook';
import { listAdverts } from '@app/shared/api/promotion';
import { listStreams, saveStream, sendGift } from '@app/shared/api/live';
import { useSessionStore, useSportsConfigStore } from '@app/shared/store';
import {
  ADULT,
  clearFaults,
  configureClient,
  loginAs,
  raw,
  setFaults,
  signOutLocal,
  withSandbox,
} from '../src/harness';

const sandbox = withSandbox();
afterEach(async () => {
  signOutLocal();
  await clearFaults(sandbox().api);
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e as ApiError,
  );

describe('bad input (§5): a clear code and message, never a 500 or a stack trace', () => {
  test('schema validation answers 1000 "Illegal input: …"', async () => {
    await loginAs('member');
    const err = await failure(addVipPhoneBack('12'));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'business', code: 1000 });
    expect(err.message).toMatch(/^Illegal input: .*mobile/);
    signOutLocal();
    const reg = await failure(
      registerAccount({ userName: 'shortpw01', password: 'short', birthDate: ADULT }),
    );
    expect(reg).toMatchObject({ kind: 'business', code: 1000 });
  });

  test('unparseable JSON is HTTP 400 with the 1000 envelope; nothing leaks a stack', async () => {
    const res = await fetch(`${sandbox().api}/api/user/auth/account-login/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"userName":',
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ code: 1000, msg: expect.any(String) });
    expect(text).not.toMatch(/\bat .*\.(ts|js):\d+/);
    const wrongType = await raw(sandbox().api, '/api/operation/vipphoneback/add', {
      body: { mobile: 12345678 },
    });
    expect(wrongType.status).toBe(200);
    expect(wrongType.text).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });
});

describe('roles (§6) and tokens', () => {
  test('a member calling an anchor endpoint, an anchor calling a super-admin one: 403001', async () => {
    await loginAs('member');
    expect(await failure(saveStream({ title: 'not mine' }))).toMatchObject({
      kind: 'business',
      code: 403001,
    });
    await loginAs('anchor');
    // the platform's health view is the super admin's (an anchor may moderate only its own rooms)
    expect(await failure(callApi({ url: '/api/platform/health', method: 'GET' }))).toMatchObject({
      code: 403001,
    });
  });

  test('missing token: the expired-login code, the session expiry logs out (§4)', async () => {
    expect(await failure(getUserInfo())).toMatchObject({ kind: 'expired', code: 401001 });
    expect(await failure(sendGift({ streamId: 1, giftId: 1 }))).toMatchObject({ code: 401001 });
  });

  test('a revoked session (expireSessions) logs the member out once', async () => {
    await loginAs('member');
    await setFaults(sandbox().api, { expireSessions: true });
    const results = await Promise.allSettled([getUserInfo(), getUserInfo()]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('rate limits', () => {
  test('a second SMS to the same number within the cooldown: 1004 with retryAfter', async () => {
    await sendSmsCode({ mobile: '977555666', countryCode: '84', actionType: 1 });
    const err = await failure(
      sendSmsCode({ mobile: '977555666', countryCode: '84', actionType: 1 }),
    );
    expect(err).toMatchObject({ kind: 'business', code: 1004 });
    const rawAnswer = await raw(sandbox().api, '/api/user/auth/sms/send', {
      body: { mobile: '977555666', countryCode: '84', actionType: 1 },
    });
    const body = rawAnswer.json as { data: { retryAfter: number } };
    expect(body.data.retryAfter).toBeGreaterThan(0);
    expect(body.data.retryAfter).toBeLessThanOrEqual(60);
  });
});

describe('sportsbook token expiry (§8 code 14010)', () => {
  test('an expired provider token is refreshed once and the call succeeds', async () => {
    await loginAs('member');
    await getMatchList();
    const first = useSportsConfigStore.getState().config!.token;
    const { db } = sandbox().started.sb.ctx;
    const issued = () =>
      (db.prepare('SELECT COUNT(*) AS n FROM provider_tokens').get() as { n: number }).n;
    const before = issued();
    await setFaults(sandbox().api, { expireProviderTokens: true });
    const raw14010 = await raw(sandbox().provider, '/v1/match/getList', {
      body: {},
      headers: { authorization: first },
    });
    expect(raw14010.json).toMatchObject({ success: false, code: 14010 });
    const [a, b] = await Promise.all([getMatchList(), getMatchList({ type: 3 })]);
    expect(a.records.length + b.records.length).toBeGreaterThan(0);
    const second = useSportsConfigStore.getState().config!;
    expect(second.token).not.toBe(first);
    expect(second.guest).toBe(false);
    expect(issued()).toBe(before + 1); // two calls at once, one refresh (single flight)
  });
});

describe('sandbox fault switches through the shared client', () => {
  test('malformed body → ApiError "malformed" (operator and provider)', async () => {
    await setFaults(sandbox().api, {
      malformed: [{ path: '/api/live/stream/list' }, { path: '/v1/match/getList' }],
    });
    expect(await failure(listStreams())).toMatchObject({
      kind: 'malformed',
      message: MALFORMED_MESSAGE,
    });
    expect(await failure(getMatchList())).toMatchObject({ kind: 'malformed' });
  });

  test('slow path → timeout error (the runtime config timeout)', async () => {
    configureClient(sandbox().api, { requestTimeoutMs: 300 });
    try {
      await setFaults(sandbox().api, { slow: { path: '/api/promotion/advertise/list', ms: 1500 } });
      expect(await failure(listAdverts())).toMatchObject({ kind: 'timeout' });
    } finally {
      configureClient(sandbox().api);
    }
  });

  test('injected HTTP status → "http" with the status; injected code → "business"', async () => {
    await setFaults(sandbox().api, {
      fail: [
        { path: '/api/promotion/advertise/list', status: 503 },
        { path: '/api/live/stream/list', code: 5001 },
      ],
    });
    expect(await failure(listAdverts())).toMatchObject({ kind: 'http', status: 503 });
    expect(await failure(listStreams())).toMatchObject({ kind: 'business', code: 5001 });
  });
});
