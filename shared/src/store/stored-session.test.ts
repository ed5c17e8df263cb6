import { safeLocal } from '../storage/safe-storage';
import { INITIAL_SESSION, useSessionStore } from './session-store';
import { readStoredSession } from './stored-session';

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
