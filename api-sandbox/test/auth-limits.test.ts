import type { Json, Started } from './helpers';
import { SEED, call, start } from './helpers';

// Issue 49 #4, #7 and #9: logins are rate-limited (per address, per user name) and lock a name
// after failures, with a cooling-off; bcrypt runs async and as long for unknown names; the
// registration checks and SMS sending are limited per address and globally.
const LOGIN = '/api/user/auth/account-login/v2';
const EN = { Language: 'en' };
const login = (api: string, userName: string, password: string) =>
  call(api, LOGIN, { body: { userName, password }, headers: EN });

describe('lockout after failed logins, cooling-off on the sandbox clock', () => {
  let s: Started;
  let api: string;
  beforeAll(async () => {
    // the defaults (10 failures, 15 minutes)
    s = await start();
    api = s.sb.apiUrl;
  });
  afterAll(async () => {
    await s.stop();
  });

  test('15 wrong passwords, then the right one is refused clearly; after the cooling-off it logs in', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 15; i += 1)
      codes.push((await login(api, 'member02', `Wrong${i}x`)).body.code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(1001));
    expect(codes.slice(10)).toEqual(Array(5).fill(1012));
    const right = await login(api, 'member02', SEED.member[1]);
    expect(right.body).toMatchObject({
      code: 1012,
      msg: 'Too many attempts: please try again later',
      data: { retryAfter: expect.any(Number), until: expect.any(Number) },
    });
    expect(right.body.data.retryAfter).toBeGreaterThan(800);
    expect(right.body.data.retryAfter).toBeLessThanOrEqual(900);
    const vi = await call(api, LOGIN, {
      body: { userName: 'member02', password: SEED.member[1] },
      headers: { Language: 'vi' },
    });
    expect(vi.body.msg).toMatch(/quá nhiều lần/);
    await call(api, '/__admin/clock', { body: { advanceMs: 901_000 } });
    const after = await login(api, 'member02', SEED.member[1]);
    expect(after.body.code).toBe(200);
    expect(after.body.data.accessToken).toEqual(expect.any(String));
  });

  test('an unknown name answers exactly like a known one: same message, same lock', async () => {
    const known: Json[] = [];
    const unknown: Json[] = [];
    for (let i = 0; i < 11; i += 1) {
      known.push((await login(api, 'member05', `Wrong${i}x`)).body);
      unknown.push((await login(api, 'nobody_here', `Wrong${i}x`)).body);
    }
    const shape = (b: Json) => ({ code: b.code, msg: b.msg });
    expect(unknown.map(shape)).toEqual(known.map(shape));
    expect(known[0]).toEqual({ code: 1001, msg: 'Incorrect user name or password', data: null });
    expect(known[10].code).toBe(1012);
  });

  test('a success clears the count of failures', async () => {
    for (let i = 0; i < 9; i += 1) await login(api, 'member06', 'Wrong1x');
    expect((await login(api, 'member06', SEED.member[1])).body.code).toBe(200);
    for (let i = 0; i < 9; i += 1) await login(api, 'member06', 'Wrong1x');
    expect((await login(api, 'member06', SEED.member[1])).body.code).toBe(200);
  });

  test('an unknown name takes as long as a wrong password (a dummy hash is compared)', async () => {
    const time = async (name: string) => {
      const t0 = performance.now();
      await login(api, name, 'Wrong1x');
      return performance.now() - t0;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await time('member07'));
      unknown.push(await time(`ghost_${i}`));
    }
    // bcrypt (cost 10) is tens of ms; skipping it would answer in 1-3 ms
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  test('bcrypt runs off the event loop: parallel logins do not hold up other requests', async () => {
    const logins = Array.from({ length: 8 }, (_, i) => login(api, `parallel_${i}`, 'Wrong1x'));
    await new Promise((r) => setTimeout(r, 5));
    const t0 = performance.now();
    await call(api, '/api/platform/registry');
    const waited = performance.now() - t0;
    await Promise.all(logins);
    // synchronous hashing made the registry wait for all eight (hundreds of ms)
    expect(waited).toBeLessThan(150);
  });

  test('loginCheck: an unknown name answers like a wrong code (1003)', async () => {
    const unknown = await call(api, '/api/user/auth/loginCheck', {
      body: { userName: 'nobody_else', smsCode: '000000' },
    });
    const known = await call(api, '/api/user/auth/loginCheck', {
      body: { userName: 'member03', smsCode: '000000' },
    });
    expect(unknown.body.code).toBe(1003);
    expect(known.body.code).toBe(1003);
    expect(unknown.body.msg).toBe(known.body.msg);
  });

  test('sms/send by user name: an unknown name answers like a known one', async () => {
    const unknown = await call(api, '/api/user/auth/sms/send', {
      body: { userName: 'nobody_sms', actionType: 4 },
    });
    const known = await call(api, '/api/user/auth/sms/send', {
      body: { userName: 'member03', actionType: 4 },
    });
    expect(unknown.body).toEqual(known.body);
    expect(known.body.code).toBe(200);
  });
});

describe('@fastify/rate-limit on logins and registration checks', () => {
  let s: Started;
  let api: string;
  beforeAll(async () => {
    s = await start({
      LOGIN_RATE_PER_IP_MIN: '6',
      LOGIN_RATE_PER_NAME_MIN: '3',
      LOGIN_LOCK_AFTER: '100',
      REGISTER_RATE_PER_IP_10MIN: '3',
      SMS_RATE_PER_IP_MIN: '2',
    });
    api = s.sb.apiUrl;
  });
  afterAll(async () => {
    await s.stop();
  });

  test('per user name: the 4th try in a minute is refused (1012 with retryAfter)', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await login(api, 'member01', 'Wrong1x')).body);
    expect(codes.slice(0, 3).map((b) => b.code)).toEqual([1001, 1001, 1001]);
    expect(codes[3]).toMatchObject({ code: 1012, data: { retryAfter: expect.any(Number) } });
    expect(codes[3].data.retryAfter).toBeLessThanOrEqual(60);
  });

  test('per address: the 7th login in a minute is refused whatever the name', async () => {
    const codes = [];
    for (let i = 0; i < 3; i += 1)
      codes.push((await login(api, `other_${i}`, 'Wrong1x')).body.code);
    // 4 of the previous test + 3 here = 7
    expect(codes).toEqual([1001, 1001, 1012]);
  });

  test('registration checks are rate-limited per address', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1)
      codes.push(
        (await call(api, `/api/user/auth/mobile-registerCheckByMobile/91200000${i}/84`)).body.code,
      );
    expect(codes).toEqual([200, 200, 200, 1012]);
  });

  test('sms/send has a per-minute limit per address', async () => {
    const send = (i: number) =>
      call(api, '/api/user/auth/sms/send', {
        body: { mobile: `91400000${i}`, countryCode: '84', actionType: 2 },
        headers: { deviceNo: `dev-${i}` },
      });
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await send(i)).body.code);
    expect(codes).toEqual([200, 200, 1012]);
  });
});

describe('SMS caps per address and global, not only per deviceNo (#9)', () => {
  const pump = async (api: string, n: number) => {
    const out: Json[] = [];
    for (let i = 0; i < n; i += 1)
      out.push(
        (
          await call(api, '/api/user/auth/sms/send', {
            body: { mobile: `9150000${String(i).padStart(2, '0')}`, countryCode: '84' },
            headers: { deviceNo: `rotated-${i}`, ...EN },
          })
        ).body,
      );
    return out;
  };

  test('12 numbers with 12 deviceNo values from one address: the 11th is refused', async () => {
    const s = await start({ SMS_MAX_PER_IP_HOUR: '10' });
    try {
      const answers = await pump(s.sb.apiUrl, 12);
      expect(answers.slice(0, 10).every((a) => a.code === 200)).toBe(true);
      expect(answers[10]).toMatchObject({ code: 1004, data: { retryAfter: expect.any(Number) } });
      expect(answers[11].code).toBe(1004);
      expect(s.sb.ctx.smsOutbox).toHaveLength(10);
    } finally {
      await s.stop();
    }
  });

  test('a global hourly cap holds whatever the address', async () => {
    const s = await start({ SMS_MAX_GLOBAL_HOUR: '3' });
    try {
      const answers = await pump(s.sb.apiUrl, 4);
      expect(answers.map((a) => a.code)).toEqual([200, 200, 200, 1004]);
      expect(answers[3].msg).toBe('SMS sending is busy: please try again later');
    } finally {
      await s.stop();
    }
  });
});
