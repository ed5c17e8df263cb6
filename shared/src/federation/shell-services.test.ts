import {
  setShellServices,
  shell,
  WidgetUnavailableError,
  type ShellServices,
} from './shell-services';

function fake(): ShellServices & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    openLogin: (o) => void calls.push(`login:${o?.redirect ?? ''}:${o?.page ?? ''}`),
    logout: async () => void calls.push('logout'),
    refreshProfile: async () => void calls.push('profile'),
    refreshBalance: async () => {
      calls.push('balance');
      return 12.5;
    },
    navigate: (to) => void calls.push(`nav:${to}`),
  };
}

describe('shell services (remotes ask the page, never import the host)', () => {
  it('is a safe no-op before the host installs it', async () => {
    expect(() => shell.openLogin({ redirect: '/x' })).not.toThrow();
    await expect(shell.logout()).resolves.toBeUndefined();
    await expect(shell.refreshProfile()).resolves.toBeUndefined();
    await expect(shell.refreshBalance()).resolves.toBeNull();
    shell.navigate('/activity?x=1');
    expect(window.location.pathname + window.location.search).toBe('/activity?x=1');
  });

  it('forwards every call to the installed implementation, and stops after uninstall', async () => {
    const services = fake();
    const uninstall = setShellServices(services);
    shell.openLogin({ redirect: '/sports', page: 'register' });
    await shell.logout();
    await shell.refreshProfile();
    await expect(shell.refreshBalance()).resolves.toBe(12.5);
    shell.navigate('/personal/me');
    expect(services.calls).toEqual([
      'login:/sports:register',
      'logout',
      'profile',
      'balance',
      'nav:/personal/me',
    ]);
    uninstall();
    await expect(shell.refreshBalance()).resolves.toBeNull();
    expect(services.calls).toHaveLength(5);
  });

  it('an old uninstaller does not remove a newer installation', async () => {
    const first = fake();
    const second = fake();
    const removeFirst = setShellServices(first);
    const removeSecond = setShellServices(second);
    removeFirst();
    await shell.refreshBalance();
    expect(second.calls).toEqual(['balance']);
    removeSecond();
  });

  it('loadWidget: forwarded when installed; a shell without it rejects with the typed error', async () => {
    const Widget = () => null;
    const withWidgets = { ...fake(), loadWidget: jest.fn(async () => Widget) };
    const remove = setShellServices(withWidgets as unknown as ShellServices);
    await expect(shell.loadWidget('live', './widgets/match-video')).resolves.toBe(Widget);
    expect(withWidgets.loadWidget).toHaveBeenCalledWith('live', './widgets/match-video');
    remove();
    const removeOld = setShellServices(fake());
    const err = await shell.loadWidget('live', './widgets/match-video').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WidgetUnavailableError);
    expect(err).toMatchObject({ remoteId: 'live', reason: 'no-shell' });
    removeOld();
  });
});
