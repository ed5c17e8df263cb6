import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyExpiredLogin, parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { safeSession } from '@app/shared/rules';
import { useSessionStore } from '@app/shared/store';
import { mockBackend } from '@app/shared/testing';
import { LoginDialog } from './login-dialog';
import { useLoginDialog } from './login-dialog-store';
import { setSessionNavigate, setSessionReload, STORAGE_KEYS } from './session-actions';
import {
  consumeExpiredFlag,
  installExpiryHandler,
  markLongRunning,
  resetLongRunning,
  useExpiryConfirm,
} from './session-expiry';
import { renderAt, setupI18n } from './test-utils';

const reload = jest.fn();
const navigate = jest.fn();

beforeAll(setupI18n);
beforeEach(() => {
  setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://api.test', registryUrl: 'x' }));
  mockBackend().on('POST', '/api/user/auth/logout', () => ({ data: null }));
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  reload.mockReset();
  navigate.mockReset();
  sessionStorage.clear();
  resetLongRunning();
  installExpiryHandler();
  setSessionReload(reload);
  setSessionNavigate(navigate);
  useLoginDialog.setState({ open: false, verify: null });
});
afterEach(() => {
  // a logout's reload still on its way ends with the test
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

// SPEC §4 session expiry. A fresh token resets the one-time flag of @app/shared each time.
describe('session expiry', () => {
  it('sets the one-time flag to the page the member was on, logs out, goes home and reloads', async () => {
    window.history.replaceState(null, '', '/personal/me?tab=bets');
    useSessionStore.getState().signIn({ token: `t-${Date.now()}-a`, username: 'member01' });
    notifyExpiredLogin();
    notifyExpiredLogin();
    await act(async () => undefined);
    expect(useSessionStore.getState().token).toBeNull();
    expect(safeSession.get(STORAGE_KEYS.loginExpired)).toBe('/personal/me?tab=bets');
    expect(navigate).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(500));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks first when the app is long-running; logout follows either button', async () => {
    for (const button of ['Log in again', 'Close']) {
      sessionStorage.clear();
      useSessionStore.getState().signIn({ token: `t-${button}`, username: 'member01' });
      markLongRunning(true);
      const view = renderAt(<LoginDialog />);
      notifyExpiredLogin();
      await act(async () => undefined);
      const dialog = await screen.findByRole('alertdialog', { name: 'Session expired' });
      expect(useSessionStore.getState().token).not.toBeNull();
      await userEvent
        .setup({ advanceTimers: jest.advanceTimersByTime })
        .click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
      expect(dialog).not.toBeInTheDocument();
      expect(useExpiryConfirm.getState().open).toBe(false);
      markLongRunning(false);
      view.unmount();
    }
  });

  it('after the reload the login dialog opens once with the notice, set to return to the page', () => {
    safeSession.set(STORAGE_KEYS.loginExpired, '/sports?tab=live');
    expect(consumeExpiredFlag('expired')).toBe(true);
    expect(useLoginDialog.getState()).toMatchObject({
      open: true,
      notice: 'expired',
      redirect: '/sports?tab=live',
    });
    expect(consumeExpiredFlag('expired')).toBe(false);
  });

  it('an expiry found while the page starts leaves the dialog to the reloaded page', async () => {
    window.history.replaceState(null, '', '/personal/me');
    useSessionStore.getState().signIn({ token: `t-${Date.now()}-start`, username: 'member01' });
    notifyExpiredLogin();
    await act(async () => undefined);
    expect(consumeExpiredFlag('expired')).toBe(false);
    expect(useLoginDialog.getState().open).toBe(false);
    act(() => jest.advanceTimersByTime(500));
    expect(reload).toHaveBeenCalledTimes(1);
    // the page after the reload
    expect(consumeExpiredFlag('expired')).toBe(true);
    expect(useLoginDialog.getState()).toMatchObject({ open: true, redirect: '/personal/me' });
  });

  it('an expiry on the home page (or an unreadable flag) returns nowhere in particular', () => {
    for (const page of ['/', '1']) {
      safeSession.set(STORAGE_KEYS.loginExpired, page);
      expect(consumeExpiredFlag('expired')).toBe(true);
      expect(useLoginDialog.getState()).toMatchObject({ open: true, redirect: null });
    }
  });
});
