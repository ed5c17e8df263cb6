import { THEME_KEY, useAppStore } from './app-store';
import { useSportsConfigStore } from './sports-config-store';

describe('SPEC §4 theme: dark or light, stored under __local-theme, default dark', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    [null, 'dark'],
    ['light', 'light'],
    ['dark', 'dark'],
    ['purple', 'dark'],
  ])('stored %j starts as %s', async (stored, theme) => {
    if (stored) localStorage.setItem('__local-theme', stored);
    await jest.isolateModulesAsync(async () => {
      const { useAppStore: fresh } = await import('./app-store');
      expect(fresh.getState().theme).toBe(theme);
    });
  });

  it('setTheme stores the theme under __local-theme', () => {
    expect(THEME_KEY).toBe('local-theme');
    useAppStore.getState().setTheme('light');
    expect(useAppStore.getState().theme).toBe('light');
    expect(localStorage.getItem('__local-theme')).toBe('light');
  });

  it('language defaults to en and can be set', () => {
    expect(useAppStore.getState().language).toBe('en');
    useAppStore.getState().setLanguage('vi');
    expect(useAppStore.getState().language).toBe('vi');
  });
});

describe('SPEC §3 sports-service config store', () => {
  it('persists the config under __sportsConfig', () => {
    useSportsConfigStore
      .getState()
      .setConfig({ token: 't', apiServerAddress: 'https://sb', guest: true });
    expect(JSON.parse(localStorage.getItem('__sportsConfig')!).state.config.token).toBe('t');
    useSportsConfigStore.getState().setConfig(null);
    expect(useSportsConfigStore.getState().config).toBeNull();
  });
});
