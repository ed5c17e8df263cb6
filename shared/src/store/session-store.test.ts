import { INITIAL_SESSION, selectIsLoggedIn, useSessionStore } from './session-store';

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ ...INITIAL_SESSION });
});

describe('SPEC §3/§4 session store: sign in and sign out', () => {
  it('signIn stores token, user name and login details; the user is logged in', () => {
    useSessionStore
      .getState()
      .signIn({ token: 't1', username: 'alice', loginState: 1, mobile: '0912', mobileArea: '84' });
    const s = useSessionStore.getState();
    expect(s).toMatchObject({
      token: 't1',
      username: 'alice',
      loginState: 1,
      mobile: '0912',
      mobileArea: '84',
    });
    expect(selectIsLoggedIn(s)).toBe(true);
  });

  it('signIn defaults optional fields to null', () => {
    useSessionStore.getState().signIn({ token: 't', username: 'u' });
    expect(useSessionStore.getState()).toMatchObject({
      loginState: null,
      mobile: null,
      mobileArea: null,
    });
  });

  it('signOut clears token, user info, balance and gift pack keys but keeps the device id', () => {
    const s = useSessionStore.getState();
    s.setDeviceId('PC-WIN-1-abcdef-12345678');
    s.signIn({ token: 't', username: 'alice' });
    s.setUserInfo({ userName: 'alice2', regCurrency: 'VND' });
    s.setBalance(10);
    s.setGiftPack('g1', 'Starter');
    expect(useSessionStore.getState().username).toBe('alice2');
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState()).toMatchObject({
      ...INITIAL_SESSION,
      deviceId: 'PC-WIN-1-abcdef-12345678',
    });
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);
  });
});

describe('SPEC §9 session persistence under the __session key', () => {
  it('persists token, user, device and gift pack, not balance or mobile', () => {
    const s = useSessionStore.getState();
    s.signIn({ token: 'tok', username: 'bob', mobile: '0912' });
    s.setDeviceId('dev');
    s.setGiftPack('g', 'G');
    s.setBalance(5);
    const saved = JSON.parse(localStorage.getItem('__session')!);
    expect(saved.state).toEqual({
      token: 'tok',
      username: 'bob',
      userInfo: null,
      deviceId: 'dev',
      giftPackId: 'g',
      giftPackName: 'G',
    });
  });

  it('clearing the persisted session removes the __session key', async () => {
    useSessionStore.getState().signIn({ token: 'tok', username: 'bob' });
    expect(localStorage.getItem('__session')).not.toBeNull();
    await useSessionStore.persist.clearStorage();
    expect(localStorage.getItem('__session')).toBeNull();
  });

  it('a fresh page restores the persisted session', async () => {
    localStorage.setItem(
      '__session',
      JSON.stringify({ state: { token: 'kept', username: 'k' }, version: 0 }),
    );
    await jest.isolateModulesAsync(async () => {
      const { useSessionStore: fresh } = await import('./session-store');
      expect(fresh.persist.hasHydrated()).toBe(true);
      expect(fresh.getState()).toMatchObject({ token: 'kept', username: 'k', balance: null });
    });
  });

  it.each(['{"state":', 'not json', '{'])(
    'R13: corrupt persisted JSON %j: defaults, hydration finishes, key dropped, store usable',
    async (corrupt) => {
      localStorage.setItem('__session', corrupt);
      await jest.isolateModulesAsync(async () => {
        const { useSessionStore: fresh } = await import('./session-store');
        expect(fresh.persist.hasHydrated()).toBe(true);
        expect(fresh.getState()).toMatchObject(INITIAL_SESSION);
        expect(localStorage.getItem('__session')).toBeNull();
        fresh.getState().signIn({ token: 'new', username: 'n' });
        expect(JSON.parse(localStorage.getItem('__session')!).state.token).toBe('new');
      });
    },
  );
});

describe('the login mirror the document server reads', () => {
  const memberCookie = () => /(?:^|; )member=1(?:;|$)/.test(document.cookie);

  it('is set by a login and removed by a logout, never holding the token', () => {
    useSessionStore.getState().signIn({ token: 'secret-token', username: 'member01' });
    expect(memberCookie()).toBe(true);
    expect(document.cookie).not.toContain('secret-token');
    useSessionStore.getState().signOut();
    expect(memberCookie()).toBe(false);
  });
});
