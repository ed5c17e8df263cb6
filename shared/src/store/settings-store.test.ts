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
    useSettingsStore.getState().setOddsChange(3);
    expect(JSON.parse(localStorage.getItem('__settings')!).state).toEqual({
      oddsFormat: 2,
      oddsChange: 3,
    });
    useSettingsStore.getState().reset();
    expect(useSettingsStore.getState()).toMatchObject({ oddsFormat: 1, oddsChange: 1 });
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects %p and keeps the default', (bad) => {
    useSettingsStore.getState().setOddsFormat(bad);
    useSettingsStore.getState().setOddsChange(bad);
    expect(useSettingsStore.getState()).toMatchObject({ oddsFormat: 1, oddsChange: 1 });
  });

  it.each([
    ['{"state":{"oddsFormat":2,"oddsChange":3},"version":0}', 2, 3],
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
