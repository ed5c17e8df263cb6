import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { safeLocal, safeSession } from '@app/shared/rules';
import { useSessionStore, useSettingsStore } from '@app/shared/store';
import { mockBackend } from '@app/shared/testing';
import { useLoginDialog } from './login-dialog-store';
import {
  clearSessionData,
  installCrossTabSession,
  LOGOUT_RELOAD_MS,
  logout,
  setSessionNavigate,
  setSessionReload,
} from './session-actions';

const navigate = jest.fn();
const reload = jest.fn();
let api: ReturnType<typeof mockBackend>;

beforeEach(() => {
  setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://api.test', registryUrl: 'x' }));
  api = mockBackend();
  api.on('POST', '/api/user/auth/logout', () => ({ data: null }));
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().signOut();
  useLoginDialog.setState({ open: false, verify: null, vtobHistory: null, redirect: null });
  navigate.mockReset();
  reload.mockReset();
  setSessionNavigate(navigate);
  setSessionReload(reload);
});

describe('logout (SPEC §4)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] }));
  afterEach(() => jest.useRealTimers());

  it('clears token, user info, settings, gift pack and new-member flags, goes home and reloads after 500 ms', async () => {
    useSessionStore.getState().signIn({ token: 'tok', username: 'member01' });
    useSessionStore.getState().setUserInfo({ userName: 'member01' });
    useSessionStore.getState().setGiftPack('3', 'Gift');
    useSettingsStore.getState().setOddsFormat(2);
    for (const key of ['settings', 'giftPackId', 'giftPackName', 'newMemberDialog', 'userRole']) {
      safeLocal.set(key, 'x');
    }
    safeLocal.setJSON('popupMarkers', {
      1: { member01: { date: '2026-01-01', ids: [] } },
      2: { member01: { date: '2026-01-01', ids: ['7'] } },
    });
    safeLocal.set('local-theme', 'light');
    safeSession.setJSON('playSession', { user: 'member01', startedAt: 1, acknowledgedMs: 0 });

    await logout();

    expect(api.callsTo('/api/user/auth/logout')).toHaveLength(1);
    const s = useSessionStore.getState();
    expect(s).toMatchObject({ token: null, userInfo: null, giftPackId: null, giftPackName: null });
    for (const key of ['settings', 'giftPackId', 'giftPackName', 'newMemberDialog', 'userRole']) {
      expect(safeLocal.get(key)).toBeNull();
    }
    expect(safeLocal.getJSON('popupMarkers')).toEqual({
      2: { member01: { date: '2026-01-01', ids: ['7'] } },
    });
    expect(safeLocal.get('local-theme')).toBe('light');
    expect(safeSession.getJSON('playSession')).toBeNull();
    expect(useSettingsStore.getState().oddsFormat).toBe(1);
    expect(JSON.parse(localStorage.getItem('__session') ?? '{}').state.token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    jest.advanceTimersByTime(LOGOUT_RELOAD_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

// Reliability S5: a logout in another tab arrives as a storage event on __session.
describe('cross-tab session', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installCrossTabSession();
  });
  afterEach(() => uninstall());

  const fire = (key: string | null, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

  it('logs this tab out when another tab removed the token', () => {
    useSessionStore.getState().signIn({ token: 'tok', username: 'member01' });
    fire('__session', JSON.stringify({ state: { token: null }, version: 0 }));
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('logs out when the other tab cleared the whole storage', () => {
    useSessionStore.getState().signIn({ token: 'tok', username: 'member01' });
    fire(null, null);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('ignores other keys and events that keep the token', () => {
    useSessionStore.getState().signIn({ token: 'tok', username: 'member01' });
    fire('__local-theme', 'light');
    fire('__session', JSON.stringify({ state: { token: 'tok' }, version: 0 }));
    expect(useSessionStore.getState().token).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('picks up a login made in another tab', async () => {
    const value = JSON.stringify({ state: { token: 'other', username: 'member01' }, version: 0 });
    localStorage.setItem('__session', value);
    fire('__session', value);
    await new Promise((r) => setTimeout(r, 0));
    expect(useSessionStore.getState().token).toBe('other');
  });

  it('clearSessionData keeps the device id', () => {
    useSessionStore.getState().setDeviceId('PC-UNK-0-000000-00000000');
    clearSessionData();
    expect(useSessionStore.getState().deviceId).toBe('PC-UNK-0-000000-00000000');
  });
});
