import { ApiError } from '../core/api-error';
import { http } from '../core/client';
import { SMS_COOLDOWN_CODE, SmsCooldownError, sendSmsCode } from './sms';
import {
  httpFailure,
  networkFailure,
  reply,
  rejection,
  useTestConfig,
} from '../__fixtures__/call-helpers';

const input = { mobile: '912345678', countryCode: '84', actionType: 2 } as const;

function answer(data: unknown, status = 200, headers: Record<string, string> = {}) {
  const calls: Array<{ url?: string; data?: unknown }> = [];
  http.defaults.adapter = async (cfg) => {
    calls.push({ url: cfg.url, data: cfg.data });
    const res = reply(cfg, data, status);
    for (const [k, v] of Object.entries(headers)) res.headers[k] = v;
    if (status === 500) throw httpFailure(cfg, 500);
    return res;
  };
  return calls;
}

beforeEach(() => useTestConfig());

describe('SMS code sending (S13, S15/S16 cooldown)', () => {
  it('sends the number and action in the JSON body, never in the URL; resolves with the cooldown', async () => {
    const calls = answer({ code: 200, data: { retryAfter: 60 } });
    await expect(sendSmsCode(input)).resolves.toEqual({ retryAfter: 60 });
    const [sent] = calls;
    expect(sent?.url).toBe('/api/user/auth/sms/send');
    expect(sent?.url).not.toContain('912345678');
    expect(JSON.parse(String(sent?.data))).toEqual(input);
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
    http.defaults.adapter = async (cfg) => {
      throw networkFailure(cfg);
    };
    expect(await rejection(sendSmsCode(input))).toMatchObject({ kind: 'network' });
  });
});
