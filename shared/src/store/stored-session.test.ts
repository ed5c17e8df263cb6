import { safeLocal } from '../storage/safe-storage';
import { INITIAL_SESSION, useSessionStore } from './session-store';
import { useSportsConfigStore } from './sports-config-store';
import { readStoredSession, readStoredSportsAddress } from './stored-session';

describe('readStoredSession (the early script reads the login before the store exists)', () => {
  afterEach(() => useSessionStore.setState({ ...INITIAL_SESSION }));

  it('reads what the session store persisted', () => {
    useSessionStore.getState().signIn({ token: 'tok-9', username: 'member09' });
    expect(readStoredSession()).toEqual({
      token: 'tok-9',
      username: 'member09',
      regCurrency: null,
    });
    useSessionStore.getState().setUserInfo({ userName: 'member09', regCurrency: 'VND' } as never);
    expect(readStoredSession().regCurrency).toBe('VND');
    useSessionStore.getState().signOut();
    expect(readStoredSession()).toEqual({ token: null, username: null, regCurrency: null });
  });

  it.each(['not json', '{"state":{"token":42}}', '[]', 'null'])('treats %s as a guest', (raw) => {
    safeLocal.set('session', raw);
    expect(readStoredSession()).toEqual({ token: null, username: null, regCurrency: null });
  });

  it('reads no currency from a userInfo that is not an object or a currency that is not text', () => {
    safeLocal.set('session', '{"state":{"token":"t","userInfo":{"regCurrency":7}}}');
    expect(readStoredSession().regCurrency).toBeNull();
    safeLocal.set('session', '{"state":{"token":"t","userInfo":"VND"}}');
    expect(readStoredSession().regCurrency).toBeNull();
  });
});

describe('readStoredSportsAddress (the sports page asks the provider before the store exists)', () => {
  afterEach(() => {
    useSessionStore.setState({ ...INITIAL_SESSION });
    useSportsConfigStore.setState({ config: null });
  });
  const stored = { token: 'sb-1', apiServerAddress: 'https://sb.test' };

  it("is the stored member's token for a stored login, and a guest's for a guest: the one the client uses", () => {
    useSessionStore.getState().signIn({ token: 'tok', username: 'm' });
    useSportsConfigStore.getState().setConfig({ ...stored, guest: false });
    expect(readStoredSportsAddress()).toEqual(stored);
    useSportsConfigStore.getState().setConfig({ ...stored, guest: true });
    expect(readStoredSportsAddress()).toBeNull();
    useSessionStore.getState().signOut();
    expect(readStoredSportsAddress()).toEqual(stored);
  });

  it.each([
    'not json',
    '{"state":{"config":null}}',
    '{"state":{"config":{"token":7,"apiServerAddress":"https://sb.test","guest":true}}}',
    '{"state":{"config":{"token":"t","guest":true}}}',
  ])('is none for %s', (raw) => {
    safeLocal.set('sportsConfig', raw);
    expect(readStoredSportsAddress()).toBeNull();
  });
});
