import { DAY } from '../src/time';
import type { Started } from './helpers';
import { ADULT, call, start } from './helpers';

// Issue 18: registration needs a real date of birth and an age of 21 on the sandbox clock.
let s: Started;
let api: string;

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
  // The dates below are "today, 21 years back": keep 28/29 February out of them.
  const today = new Date(s.sb.ctx.clock.now());
  if (today.getUTCMonth() === 1 && today.getUTCDate() >= 28) s.sb.ctx.clock.advance(2 * DAY);
});
afterAll(async () => {
  await s.stop();
});

/** The date `years` back from the sandbox's today plus `days`, as YYYY-MM-DD. */
function birthDate(years: number, days = 0): string {
  const d = new Date(s.sb.ctx.clock.now() + days * DAY);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

const register = (userName: string, extra: object) =>
  call(api, '/api/user/auth/account-register', {
    body: { userName, password: 'Adult@123', ...extra },
  });

function storedBirthDate(userName: string): string | null | undefined {
  const row = s.sb.ctx.db
    .prepare('SELECT birth_date FROM users WHERE user_name = ?')
    .get(userName) as { birth_date: string | null } | undefined;
  return row?.birth_date;
}

describe('account-register', () => {
  test('21 years old today is accepted and the date is stored', async () => {
    const date = birthDate(21);
    const r = await register('age21today', { birthDate: date });
    expect(r.body.code).toBe(200);
    expect(r.body.data.accessToken).toBeTruthy();
    expect(storedBirthDate('age21today')).toBe(date);
  });

  test('21 years old tomorrow is refused with 1011 { minAge: 21 } and creates nobody', async () => {
    const r = await register('age21tomorrow', { birthDate: birthDate(21, 1) });
    expect(r.body).toMatchObject({ code: 1011, data: { minAge: 21 } });
    expect(storedBirthDate('age21tomorrow')).toBeUndefined();
  });

  test.each([
    ['missing', () => ({})],
    ['30 February', () => ({ birthDate: '2000-02-30' })],
    ['29 February of a common year', () => ({ birthDate: '2001-02-29' })],
    ['month 13', () => ({ birthDate: '1990-13-01' })],
    ['not zero-padded', () => ({ birthDate: '1990-5-17' })],
    ['another format', () => ({ birthDate: '17/05/1990' })],
    ['a number', () => ({ birthDate: 19900517 })],
    ['null', () => ({ birthDate: null })],
    ['in the future', () => ({ birthDate: birthDate(0, 2) })],
    ['130 years ago', () => ({ birthDate: birthDate(130) })],
  ])('a birth date %s is illegal input (1000)', async (_what, extra) => {
    const r = await register('agebad01', extra());
    expect(r.body.code).toBe(1000);
    expect(storedBirthDate('agebad01')).toBeUndefined();
  });

  test('29 February of a leap year is a real date', async () => {
    expect((await register('leapborn', { birthDate: '1996-02-29' })).body.code).toBe(200);
  });
});

describe('mobile-register', () => {
  const mobile = '945000111';
  const smsCode = async () => {
    await call(api, '/api/user/auth/sms/send', {
      body: { mobile, countryCode: '84', actionType: 1 },
      headers: { deviceNo: `age-${Date.now()}` },
    });
    const outbox = (await call(api, `/__admin/sms-outbox?mobile=${mobile}`)).body.data;
    return outbox[0].code as string;
  };
  const registerMobile = (code: string, extra: object) =>
    call(api, '/api/user/auth/mobile-register', {
      body: { mobile, smsCode: code, countryCode: '84', userName: 'agemobile01', ...extra },
    });

  test('missing, invalid or under 21 is refused before the SMS code is used', async () => {
    const code = await smsCode();
    expect((await registerMobile(code, {})).body.code).toBe(1000);
    expect((await registerMobile(code, { birthDate: '1999-02-30' })).body.code).toBe(1000);
    expect((await registerMobile(code, { birthDate: birthDate(21, 1) })).body).toMatchObject({
      code: 1011,
      data: { minAge: 21 },
    });
    const r = await registerMobile(code, { birthDate: ADULT });
    expect(r.body.code).toBe(200);
    expect(storedBirthDate('agemobile01')).toBe(ADULT);
  });
});
