import type { Started } from './helpers';
import { ADULT, call, start } from './helpers';

// #17 finding 9: with REGISTER_CHALLENGE=1 registration needs the answer of a one-use challenge.
let s: Started;
let api: string;

beforeAll(async () => {
  s = await start({ REGISTER_CHALLENGE: '1' });
  api = s.sb.apiUrl;
});
afterAll(async () => {
  await s.stop();
});

const solve = (question: string) => {
  const [a, b] = question.match(/\d+/g)!.map(Number);
  return String(a! + b!);
};
const register = (userName: string, extra: object = {}) =>
  call(api, '/api/user/auth/account-register', {
    body: { userName, password: 'Chall@123', birthDate: ADULT, ...extra },
  });

test('domainType announces the challenge; registration without or with a wrong answer is refused', async () => {
  const dt = await call(api, '/api/user/auth/get/verification/domainType');
  expect(dt.body.data).toEqual({ domainType: 1, captcha: true });
  const none = await register('chall001');
  expect(none.body).toMatchObject({ code: 1009, data: { captchaId: expect.any(String) } });
  const ch = (await call(api, '/api/user/auth/get/verification/captcha')).body.data;
  const bad = await register('chall001', { captchaId: ch.captchaId, captchaCode: '999' });
  expect(bad.body.code).toBe(1009);
  // A challenge is used up by a wrong answer too.
  const again = await register('chall001', {
    captchaId: ch.captchaId,
    captchaCode: solve(ch.question),
  });
  expect(again.body.code).toBe(1009);
});

test('the right answer registers, once', async () => {
  const ch = (await call(api, '/api/user/auth/get/verification/captcha')).body.data;
  const answer = { captchaId: ch.captchaId, captchaCode: solve(ch.question) };
  expect((await register('chall002', answer)).body.code).toBe(200);
  expect((await register('chall003', answer)).body.code).toBe(1009);
});

test('off by default: domainType 0 and registration without validate fields', async () => {
  const plain = await start();
  try {
    const dt = await call(plain.sb.apiUrl, '/api/user/auth/get/verification/domainType');
    expect(dt.body.data).toEqual({ domainType: 0, captcha: false });
  } finally {
    await plain.stop();
  }
});
