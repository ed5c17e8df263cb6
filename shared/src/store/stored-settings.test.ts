import { safeLocal } from '../storage/safe-storage';
import { useSettingsStore } from './settings-store';
import { readStoredSettings } from './stored-settings';

describe('readStoredSettings (the sports page is painted before the settings store exists)', () => {
  afterEach(() => useSettingsStore.getState().reset());

  it('reads what the settings store persisted', () => {
    useSettingsStore.getState().setOddsFormat(2);
    useSettingsStore.getState().setOddsChange(0);
    expect(readStoredSettings()).toEqual({ oddsFormat: 2, oddsChange: 0 });
  });

  it.each([
    ['{"state":{"oddsFormat":9,"oddsChange":3}}', { oddsFormat: 1, oddsChange: 1 }],
    ['{"state":{"oddsFormat":"<b>","oddsChange":-4}}', { oddsFormat: 1, oddsChange: 1 }],
    ['{"state":{"oddsFormat":4}}', { oddsFormat: 4, oddsChange: 1 }],
    ['not json', { oddsFormat: 1, oddsChange: 1 }],
    ['[]', { oddsFormat: 1, oddsChange: 1 }],
  ])('checks %s as the store does (R13)', (raw, expected) => {
    safeLocal.set('settings', raw);
    expect(readStoredSettings()).toEqual(expected);
  });
});
