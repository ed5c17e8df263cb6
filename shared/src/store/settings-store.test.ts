import { DEFAULT_SETTINGS, useSettingsStore } from './settings-store';

describe('SPEC §3 local settings: oddsFormat 1, oddsChange 1, persisted under __settings', () => {
  beforeEach(() => {
    localStorage.clear();
    useSettingsStore.getState().reset();
  });

  it('defaults are oddsFormat 1 and oddsChange 1', () => {
    expect(DEFAULT_SETTINGS).toEqual({ oddsFormat: 1, oddsChange: 1 });
    expect(useSettingsStore.getState()).toMatchObject({ oddsFormat: 1, oddsChange: 1 });
  });

  it('setters persist under __settings; reset (SPEC §4 logout) restores the defaults', () => {
    useSettingsStore.getState().setOddsFormat(2);
    useSettingsStore.getState().setOddsChange(0);
    expect(JSON.parse(localStorage.getItem('__settings')!).state).toEqual({
      oddsFormat: 2,
      oddsChange: 0,
    });
    useSettingsStore.getState().reset();
    expect(useSettingsStore.getState()).toMatchObject({ oddsFormat: 1, oddsChange: 1 });
  });

  it.each([-1, 1.5, 6, Number.NaN])('rejects the odds format %p and keeps the default', (bad) => {
    useSettingsStore.getState().setOddsFormat(bad);
    expect(useSettingsStore.getState().oddsFormat).toBe(1);
  });

  it.each([-1, 1.5, 3, Number.NaN])(
    'rejects the odds change %p (0 none, 1 better, 2 any)',
    (bad) => {
      useSettingsStore.getState().setOddsChange(bad);
      expect(useSettingsStore.getState().oddsChange).toBe(1);
    },
  );

  it('accepts every odds format 1-5 and odds change 0-2', () => {
    for (const format of [1, 2, 3, 4, 5]) {
      useSettingsStore.getState().setOddsFormat(format);
      expect(useSettingsStore.getState().oddsFormat).toBe(format);
    }
    for (const change of [0, 1, 2]) {
      useSettingsStore.getState().setOddsChange(change);
      expect(useSettingsStore.getState().oddsChange).toBe(change);
    }
  });

  it.each([
    ['{"state":{"oddsFormat":2,"oddsChange":0},"version":0}', 2, 0],
    ['{"state":{"oddsFormat":9,"oddsChange":3},"version":0}', 1, 1],
    ['{"state":{"oddsFormat":"<b>","oddsChange":-4},"version":0}', 1, 1],
    ['{"state":null,"version":0}', 1, 1],
    ['not json', 1, 1],
  ])('R13: stored %s hydrates to %i/%i', async (raw, format, change) => {
    localStorage.setItem('__settings', raw);
    await jest.isolateModulesAsync(async () => {
      const { useSettingsStore: fresh } = await import('./settings-store');
      expect(fresh.getState()).toMatchObject({ oddsFormat: format, oddsChange: change });
    });
  });
});
