import { safeLocal } from '../storage/safe-storage';
import { INITIAL_SESSION, useSessionStore } from './session-store';
import { readStoredSession } from './stored-session';

describe('readStoredSession (the early script reads the login before the store exists)', () => {
  afterEach(() => useSessionStore.setState({ ...INITIAL_SESSION }));

  it('reads what the session store persisted', () => {
    useSessionStore.getState().signIn({ token: 'tok-9', username: 'member09' });
    expect(readStoredSession()).toEqual({ token: 'tok-9', username: 'member09' });
    useSessionStore.getState().signOut();
    expect(readStoredSession()).toEqual({ token: null, username: null });
  });

  it.each(['not json', '{"state":{"token":42}}', '[]', 'null'])('treats %s as a guest', (raw) => {
    safeLocal.set('session', raw);
    expect(readStoredSession()).toEqual({ token: null, username: null });
  });
});
