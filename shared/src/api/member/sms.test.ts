import { ApiError } from '../core/api-error';
import { HttpResponse } from 'msw';
import { SMS_COOLDOWN_CODE, SmsCooldownError, sendSmsCode } from './sms';
import { answerEvery, networkError, rejection, useTestConfig } from '../__fixtures__/call-helpers';

const input = { mobile: '912345678', countryCode: '84', actionType: 2 } as const;

function answer(data: unknown, status = 200, headers: Record<string, string> = {}) {
  return answerEvery(() => HttpResponse.json(data as object, { status, headers }));
}

beforeEach(() => useTestConfig());

describe('SMS code sending (S13, S15/S16 cooldown)', () => {
  it('sends the number and action in the JSON body, never in the URL; resolves with the cooldown', async () => {
    const calls = answer({ code: 200, data: { retryAfter: 60 } });
    await expect(sendSmsCode(input)).resolves.toEqual({ retryAfter: 60 });
    const [sent] = calls;
    expect(sent?.url).toBe('https://api.test/api/user/auth/sms/send');
    expect(sent?.url).not.toContain('912345678');
    expect(sent?.body).toEqual(input);
  });

  it.each([
    [{ retryAfter: '12.2' }, 13],
    [{ retryAfter: -5 }, 0],
    [{ retryAfter: 99_999 }, 3600],
    [null, 0],
  ])('success data %j gives a cooldown of %i s', async (data, seconds) => {
    answer({ code: 200, data });
    await expect(sendSmsCode(input)).resolves.toEqual({ retryAfter: seconds });
  });

  it('code 1004 rejects with SmsCooldownError carrying the seconds (60 when missing)', async () => {
    answer({ code: SMS_COOLDOWN_CODE, msg: 'Too soon', data: { retryAfter: 42 } });
    const err = await rejection(sendSmsCode(input));
    expect(err).toBeInstanceOf(SmsCooldownError);
    expect(err).toMatchObject({ message: 'Too soon', retryAfter: 42, code: 1004 });
    answer({ code: SMS_COOLDOWN_CODE, msg: '' });
    expect(await rejection(sendSmsCode(input))).toMatchObject({ retryAfter: 60 });
  });

  it('HTTP 429 reads Retry-After', async () => {
    answer({ code: 429, msg: 'Rate limited' }, 429, { 'retry-after': '30' });
    expect(await rejection(sendSmsCode(input))).toMatchObject({ retryAfter: 30 });
  });

  it('another code rejects with the server message, or a plain one', async () => {
    answer({ code: 1001, msg: 'Wrong number' });
    expect(await rejection(sendSmsCode(input))).toMatchObject({
      kind: 'business',
      message: 'Wrong number',
      code: 1001,
    });
    answer('<html>oops</html>');
    const err = await rejection(sendSmsCode(input));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toMatch(/try again/);
  });

  it('transport failures reject with ApiError', async () => {
    answer({}, 500);
    expect(await rejection(sendSmsCode(input))).toMatchObject({ kind: 'http', status: 500 });
    answerEvery(networkError);
    expect(await rejection(sendSmsCode(input))).toMatchObject({ kind: 'network' });
  });
});
