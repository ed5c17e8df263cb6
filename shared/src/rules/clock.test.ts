import { createServerClock, systemClock } from './clock';

describe('server-time clock (SPEC §4 maintenance, reliability R15)', () => {
  it.each([
    ['device 2 h fast', 1_000_000, 1_000_000 + 7_200_000, 1_000_500],
    ['device 2 h slow', 1_000_000, 1_000_000 - 7_200_000, 1_000_500],
    ['device in sync', 1_000_000, 1_000_000, 1_000_500],
  ])('%s: follows the server time', (_name, server, localAtReceipt, expected) => {
    let local = localAtReceipt;
    const clock = createServerClock(server, localAtReceipt, () => local);
    local += 500;
    expect(clock()).toBe(expected);
  });

  it('ignores a non-finite server time (no offset)', () => {
    const clock = createServerClock(Number.NaN, 5, () => 42);
    expect(clock()).toBe(42);
  });

  it('uses Date.now by default and systemClock is the device clock', () => {
    jest.useFakeTimers().setSystemTime(10_000);
    try {
      expect(createServerClock(20_000, 10_000)()).toBe(20_000);
      expect(systemClock()).toBe(10_000);
    } finally {
      jest.useRealTimers();
    }
  });
});
