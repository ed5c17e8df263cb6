import { MENU_ORDER_KEY, parseMenuOrder, THEME_KEY, useAppStore } from './app-store';
import { useSessionStore } from './session-store';
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

describe('SPEC §3 app state and the §4 menu-order rule', () => {
  const notice = (gameOrder: string | null) => ({
    status: '1',
    point: '3',
    title: null,
    content: null,
    startTime: null,
    endTime: null,
    sportsConfigVO: { gameOrder },
  });

  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ token: null });
    useAppStore.setState({ menuOrderlist: [], maintainInfo: null });
  });

  it.each([
    ['3,1, 5', ['3', '1', '5']],
    ['', []],
    [null, []],
    [42, []],
    ['1,<script>,2', ['1', '2']],
  ])('parseMenuOrder(%j) → %j', (input, out) => expect(parseMenuOrder(input)).toEqual(out));

  it('a guest stores the menu order from the maintenance config', () => {
    useAppStore.getState().setMaintainInfo(notice('2,1'));
    expect(useAppStore.getState().menuOrderlist).toEqual(['2', '1']);
    expect(MENU_ORDER_KEY).toBe('menuOrderlist');
    expect(JSON.parse(localStorage.getItem('__menuOrderlist')!)).toEqual(['2', '1']);
    expect(useAppStore.getState().maintainInfo?.point).toBe('3');
  });

  it('a logged-in member does not: the notice is kept, the order is not', () => {
    useSessionStore.setState({ token: 't' });
    useAppStore.getState().setMaintainInfo(notice('2,1'));
    expect(useAppStore.getState().menuOrderlist).toEqual([]);
    expect(localStorage.getItem('__menuOrderlist')).toBeNull();
    expect(useAppStore.getState().maintainInfo).not.toBeNull();
  });

  it('the stored order is read at start-up; a corrupt one gives []', async () => {
    localStorage.setItem('__menuOrderlist', '["4","2"]');
    await jest.isolateModulesAsync(async () => {
      const { useAppStore: fresh } = await import('./app-store');
      expect(fresh.getState().menuOrderlist).toEqual(['4', '2']);
    });
    localStorage.setItem('__menuOrderlist', '{bad');
    await jest.isolateModulesAsync(async () => {
      const { useAppStore: fresh } = await import('./app-store');
      expect(fresh.getState().menuOrderlist).toEqual([]);
    });
  });

  it('keeps the verification domain type', () => {
    useAppStore.getState().setVerifyDomainType(2);
    expect(useAppStore.getState().verifyDomainType).toBe(2);
  });

  it('holds no server lists (they live in TanStack Query)', () => {
    const state = useAppStore.getState() as unknown as Record<string, unknown>;
    for (const key of ['countryList', 'gameTypeList', 'hotRecommendationsList'])
      expect(state).not.toHaveProperty(key);
  });
});
