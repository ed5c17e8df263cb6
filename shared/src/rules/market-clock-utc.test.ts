/**
 * @jest-environment-options {"timezone": "UTC"}
 */
import { describeMarketClock, describeMarketDays } from './__fixtures__/market-clock-cases';

describe('one clock, process in UTC (issue 53)', () => {
  describeMarketClock('UTC');
  describeMarketDays();

  it('the file option really moved the process: Date follows it too', () => {
    expect(new Date(Date.UTC(2026, 6, 1)).getTimezoneOffset()).toBe(0);
  });
});
