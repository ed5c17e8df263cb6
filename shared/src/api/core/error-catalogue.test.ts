import { ApiError } from './api-error';
import { callApi } from './client';
import { claimActivity } from '../promotion/promotion-activity';
import {
  applyErrorCatalogue,
  RAW_RESPONSE_CODE,
  SILENT_CODE,
  SUCCESS_CODE,
  WARNING_ALERT_CODE,
} from './error-catalogue';
import { setNotifier, type Notifier } from './notifier';
import { setExpiredLoginHandler } from './session-expiry';
import { answerEvery, useTestConfig, rejection } from '../__fixtures__/call-helpers';

function mockNotifier() {
  const n = {
    toast: jest.fn<void, Parameters<Notifier['toast']>>(),
    alert: jest.fn<Promise<void>, Parameters<Notifier['alert']>>(async () => undefined),
    confirm: jest.fn<Promise<boolean>, Parameters<Notifier['confirm']>>(async () => true),
  };
  setNotifier(n);
  return n;
}

let notifier: ReturnType<typeof mockNotifier>;
let expired: jest.Mock;
beforeEach(() => {
  useTestConfig();
  notifier = mockNotifier();
  expired = jest.fn();
  setExpiredLoginHandler(expired);
});

const answer = (body: unknown) => answerEvery(() => body);

describe('SPEC §8 error catalogue: success and raw codes', () => {
  it('code 200 resolves with the data field', async () => {
    answer({ code: SUCCESS_CODE, msg: 'ok', data: { a: 1 } });
    await expect(callApi({ url: '/x' })).resolves.toEqual({ a: 1 });
    expect(notifier.toast).not.toHaveBeenCalled();
  });

  it('a numeric string code "200" also counts as success', async () => {
    answer({ code: '200', data: [1] });
    await expect(callApi({ url: '/x' })).resolves.toEqual([1]);
  });

  it('code 8 resolves with the whole response as is (statistics maintenance)', async () => {
    const body = { code: RAW_RESPONSE_CODE, msg: '[1000-2000]', data: null, extra: 'kept' };
    answer(body);
    await expect(callApi({ url: '/x' })).resolves.toEqual(body);
    expect(notifier.toast).not.toHaveBeenCalled();
  });
});

describe('SPEC §8 error catalogue: UI effects of non-success codes', () => {
  type Row = {
    name: string;
    code: number;
    msg: string;
    silent?: boolean;
    toast: boolean;
    alert: boolean;
  };
  const rows: Row[] = [
    {
      name: 'other code toasts the server msg',
      code: 500100,
      msg: 'Bad thing',
      toast: true,
      alert: false,
    },
    {
      name: 'other code with empty msg shows nothing',
      code: 500100,
      msg: '',
      toast: false,
      alert: false,
    },
    {
      name: 'noNeedResponseMsg silences other codes',
      code: 500100,
      msg: 'Bad',
      silent: true,
      toast: false,
      alert: false,
    },
    {
      name: '1009000043 opens the KindTips alert',
      code: WARNING_ALERT_CODE,
      msg: 'Careful',
      toast: false,
      alert: true,
    },
    {
      name: '1009000043 with empty msg opens nothing',
      code: WARNING_ALERT_CODE,
      msg: '',
      toast: false,
      alert: false,
    },
    {
      name: '1009000043 suppressed opens nothing',
      code: WARNING_ALERT_CODE,
      msg: 'Careful',
      silent: true,
      toast: false,
      alert: false,
    },
    {
      name: '1002000035 shows no toast',
      code: SILENT_CODE,
      msg: 'Quiet',
      toast: false,
      alert: false,
    },
    {
      name: '14010 on the operator API toasts like any other',
      code: 14010,
      msg: 'Expired sb',
      toast: true,
      alert: false,
    },
  ];

  it.each(rows)('$name', async ({ code, msg, silent, toast, alert }) => {
    answer({ code, msg, data: null });
    const err = await rejection(callApi({ url: '/x' }, { noNeedResponseMsg: silent }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'business', code });
    if (msg) expect(err.message).toBe(msg);
    else expect(err.message).toMatch(/something went wrong/i);
    if (toast) expect(notifier.toast).toHaveBeenCalledWith('error', msg);
    else expect(notifier.toast).not.toHaveBeenCalled();
    if (alert) {
      expect(notifier.alert).toHaveBeenCalledWith({
        title: 'KindTips',
        message: msg,
        button: 'Sure',
      });
    } else expect(notifier.alert).not.toHaveBeenCalled();
    expect(expired).not.toHaveBeenCalled();
  });

  it('a shared call asked to be quiet shows no toast; the same call otherwise toasts', async () => {
    answer({ code: 500100, msg: 'Already claimed', data: null });
    await expect(claimActivity(4, { quiet: true })).rejects.toMatchObject({ code: 500100 });
    expect(notifier.toast).not.toHaveBeenCalled();
    await expect(claimActivity(4)).rejects.toMatchObject({ code: 500100 });
    expect(notifier.toast).toHaveBeenCalledWith('error', 'Already claimed');
  });

  it('reads the message from `message` when `msg` is absent', async () => {
    answer({ code: 3, message: 'From message' });
    await expect(callApi({ url: '/x' })).rejects.toThrow('From message');
    expect(notifier.toast).toHaveBeenCalledWith('error', 'From message');
  });
});

describe('SPEC §8 applyErrorCatalogue: expired-login code', () => {
  it.each([
    ['with msg', 'Login again', 'Login again'],
    ['without msg', '', 'Your session has expired. Please log in again.'],
  ])(
    'expired code %s rejects as expired and calls the handler, even when silenced',
    (_, msg, text) => {
      const onExpiredLogin = jest.fn();
      const err = applyErrorCatalogue(
        { code: 777, msg, data: null },
        { expiredLoginCode: 777, onExpiredLogin, noNeedResponseMsg: true },
      );
      expect(err).toMatchObject({ kind: 'expired', code: 777, message: text });
      expect(onExpiredLogin).toHaveBeenCalledTimes(1);
      expect(notifier.toast).not.toHaveBeenCalled();
    },
  );

  it('the expired code comes from the runtime config (default 401001)', async () => {
    answer({ code: 401001, msg: 'expired' });
    await expect(callApi({ url: '/x' })).rejects.toMatchObject({ kind: 'expired' });
    useTestConfig({ expiredLoginCode: 9999 });
    answer({ code: 401001, msg: 'now a plain error' });
    await expect(callApi({ url: '/x' })).rejects.toMatchObject({ kind: 'business' });
    expect(notifier.toast).toHaveBeenCalledWith('error', 'now a plain error');
  });
});
