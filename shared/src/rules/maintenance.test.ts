import { createServerClock } from './clock';
import {
  isInWindow,
  isSiteMaintenance,
  isUnderMaintenance,
  maintenanceRemainingMs,
  parseMaintenanceTime,
  sportsMaintenanceFromStatistics,
} from './maintenance';

describe('site maintenance (SPEC §4)', () => {
  it.each([
    [{ status: '1', point: '0' }, true],
    [{ status: '1', point: '2,0,3' }, true],
    [{ status: '1', point: ' 2 , 0 ' }, true],
    [{ status: 1, point: '0' }, true],
    [{ status: '0', point: '0' }, false],
    [{ status: '1', point: '1,2' }, false],
    [{ status: '1', point: '10' }, false],
    [{ status: '1', point: '' }, false],
    [{ status: '1', point: null }, false],
    [{ point: '0' }, false],
    [null, false],
  ])('isSiteMaintenance(%p) = %p (status 1 and point includes 0)', (notice, expected) => {
    expect(isSiteMaintenance(notice)).toBe(expected);
  });
});

describe('lobby and game maintenance window (SPEC §4, R15)', () => {
  it.each([
    [100, 100, 200, true],
    [150, 100, 200, true],
    [199, 100, 200, true],
    [200, 100, 200, false],
    [99, 100, 200, false],
    [150, 200, 100, false],
    [150, null, 200, false],
    [150, 100, undefined, false],
    [Number.NaN, 100, 200, false],
    [150, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, false],
  ])('isInWindow(%p, %p, %p) = %p', (now, start, end, expected) => {
    expect(isInWindow(now, start, end)).toBe(expected);
  });

  const start = Date.UTC(2026, 10, 22, 2);
  const end = Date.UTC(2026, 10, 22, 4);
  const game = { startTimestamp: start, endTimestamp: end };

  it('uses the server-time clock, not the skewed device clock', () => {
    const deviceTwoHoursFast = end + 60_000;
    const clock = createServerClock(start + 60_000, deviceTwoHoursFast, () => deviceTwoHoursFast);
    expect(isUnderMaintenance(game, clock)).toBe(true);
    expect(isUnderMaintenance(game, () => deviceTwoHoursFast)).toBe(false);
  });

  it.each([
    ['ms timestamps', game, start, true],
    [
      'string timestamps',
      { startTimestamp: String(start), endTimestamp: String(end) },
      start,
      true,
    ],
    [
      'Vietnam wall times (UTC+8)',
      { startTimestamp: '2026-11-22 10:00:00', endTimestamp: '2026-11-22 12:00:00' },
      start,
      true,
    ],
    ['before the window', game, start - 1, false],
    ['no window', {}, start, false],
    ['no item', null, start, false],
  ])('isUnderMaintenance with %s', (_name, item, now, expected) => {
    expect(isUnderMaintenance(item, () => now, 'vietnam')).toBe(expected);
  });

  it('counts down to the end by the server clock', () => {
    expect(maintenanceRemainingMs(end, () => end - 5000)).toBe(5000);
    expect(maintenanceRemainingMs(end, () => end + 5000)).toBe(0);
    expect(maintenanceRemainingMs(null, () => 0)).toBe(0);
  });
});

describe('maintenance time parsing, Vietnam as UTC+8 (SPEC §4)', () => {
  it.each([
    ['2026-11-22 10:00:00', 'vietnam', Date.UTC(2026, 10, 22, 2)],
    ['2026-11-22 10:00', 'Vietnam', Date.UTC(2026, 10, 22, 2)],
    ['2026-11-22T10:00:00', 'vietnam', Date.UTC(2026, 10, 22, 2)],
    ['2026-11-22 10:00:00', 'china', Date.UTC(2026, 10, 22, 2)],
    ['2026-11-22 10:00:30', 'china', Date.UTC(2026, 10, 22, 2, 0, 30)],
    ['2026-11-22T10:00:00+07:00', 'vietnam', Date.UTC(2026, 10, 22, 3)],
    ['2026-11-22T10:00:00Z', 'cn', Date.UTC(2026, 10, 22, 10)],
    [' 1763776800000 ', 'vietnam', 1763776800000],
    [1763776800000, 'vietnam', 1763776800000],
    ['2026-02-30 10:00:00', 'vietnam', null],
    ['2026-02-30 10:00:00', 'china', null],
    ['2026-11-22 25:00:00', 'vietnam', null],
    ['22/11/2026 10:00', 'vietnam', null],
    ['', 'vietnam', null],
    [Number.NaN, 'vietnam', null],
    [null, 'vietnam', null],
  ])('parseMaintenanceTime(%p, %p) = %p', (value, market, expected) => {
    expect(parseMaintenanceTime(value, market)).toBe(expected);
  });
});

describe('sports maintenance from statistics code 8 (SPEC §4, §8)', () => {
  it.each([
    [
      { code: 8, msg: 'maintenance [1763776800000-1763784000000]' },
      { on: true, start: 1763776800000, end: 1763784000000 },
    ],
    [
      { code: '8', message: 'x [ 1000 - 2000 ] y' },
      { on: true, start: 1000, end: 2000 },
    ],
    [
      { code: 8, msg: 'maintenance' },
      { on: true, start: null, end: null },
    ],
    [
      { code: 8, msg: '[2000-1000]' },
      { on: true, start: null, end: null },
    ],
    [{ code: 8 }, { on: true, start: null, end: null }],
    [{ code: 0, msg: '[1000-2000]' }, { on: false }],
    [{ code: 200, data: {} }, { on: false }],
    [{ code: null }, { on: false }],
    [{ code: '' }, { on: false }],
    [{}, { on: false }],
    [null, { on: false }],
    ['<html>', { on: false }],
  ])('sportsMaintenanceFromStatistics(%p)', (response, expected) => {
    expect(sportsMaintenanceFromStatistics(response)).toEqual(expected);
  });
});

describe('site maintenance with a numeric point (SPEC §3 point may arrive as a number)', () => {
  it.each([
    [{ status: '1', point: 0 }, true],
    [{ status: 1, point: 10 }, false],
    [{ status: '0', point: 0 }, false],
  ])('%j -> %s', (notice, expected) => {
    expect(isSiteMaintenance(notice)).toBe(expected);
  });
});
