import { activeMaintenance, launchMaintenance } from './maintenance-window';

const NOW = Date.UTC(2026, 10, 22, 10);
const clock = () => NOW;

describe('SPEC §4 lobby and game maintenance by the server clock', () => {
  it('inside [start, end) is maintenance, with its end; at the end it is open', () => {
    expect(
      activeMaintenance({ startTimestamp: NOW, endTimestamp: NOW + 1 }, clock, 'vietnam'),
    ).toEqual({ end: NOW + 1 });
    expect(
      activeMaintenance({ startTimestamp: NOW - 1, endTimestamp: NOW }, clock, 'vietnam'),
    ).toBeNull();
    expect(
      activeMaintenance({ startTimestamp: null, endTimestamp: null }, clock, 'vietnam'),
    ).toBeNull();
  });

  it('Vietnam times without an offset are UTC+8', () => {
    const w = { startTimestamp: '2026-11-22 17:00:00', endTimestamp: '2026-11-22 19:00:00' };
    expect(activeMaintenance(w, clock, 'vietnam')).toEqual({ end: Date.UTC(2026, 10, 22, 11) });
  });

  it("the lobby's window wins over the game's", () => {
    const lobby = { startTimestamp: NOW - 5, endTimestamp: NOW + 500 };
    const game = { startTimestamp: NOW - 5, endTimestamp: NOW + 50 };
    expect(launchMaintenance(lobby, game, clock, 'vietnam')).toEqual({ end: NOW + 500 });
    expect(launchMaintenance({}, game, clock, 'vietnam')).toEqual({ end: NOW + 50 });
    expect(launchMaintenance({}, {}, clock, 'vietnam')).toBeNull();
  });
});
