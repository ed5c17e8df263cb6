import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import { callApi } from './client';
import { isHandlingExpiry, notifyExpiredLogin, setExpiredLoginHandler } from './session-expiry';
import { deferred, answerEvery, useTestConfig, rejection } from '../__fixtures__/call-helpers';

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  useTestConfig();
  useSessionStore.setState({ ...INITIAL_SESSION });
});

describe('SPEC §4 session expiry: one logout for many expired responses (R9)', () => {
  it('10 concurrent expired-login responses call the handler once; a new signIn resets the flag', async () => {
    const handler = jest.fn();
    setExpiredLoginHandler(handler);
    useSessionStore.getState().signIn({ token: 'first', username: 'u' });
    const gate = deferred();
    answerEvery(async () => {
      await gate.promise;
      return { code: 401001, msg: 'Login expired' };
    });
    const all = Array.from({ length: 10 }, () => rejection(callApi({ url: '/api/x' })));
    gate.resolve();
    const errors = await Promise.all(all);
    await flush();
    expect(errors.every((e) => e.kind === 'expired')).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(isHandlingExpiry()).toBe(true);

    await callApi({ url: '/api/x' }).catch(() => undefined);
    await flush();
    expect(handler).toHaveBeenCalledTimes(1);

    useSessionStore.getState().signIn({ token: 'second', username: 'u' });
    expect(isHandlingExpiry()).toBe(false);
    await callApi({ url: '/api/x' }).catch(() => undefined);
    await flush();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('the default handler signs out (keeping the device id)', async () => {
    // a fresh module has the default handler
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./session-expiry');
      const store = await import('../../store/session-store');
      store.useSessionStore.setState({ token: 'a', username: 'u', deviceId: 'dev' });
      fresh.notifyExpiredLogin();
      await flush();
      expect(store.useSessionStore.getState()).toMatchObject({ token: null, deviceId: 'dev' });
    });
  });

  it('a handler that fails still signs out', async () => {
    useSessionStore.getState().signIn({ token: 'third', username: 'u' });
    setExpiredLoginHandler(() => Promise.reject(new Error('dialog crashed')));
    notifyExpiredLogin();
    await flush();
    expect(useSessionStore.getState().token).toBeNull();
  });
});
