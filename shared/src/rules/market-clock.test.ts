import { describeMarketClock, describeMarketDays } from './__fixtures__/market-clock-cases';

// shared's jest project runs in America/New_York (jest.config.cjs)
describe('one clock, process in New York (issue 53)', () => {
  describeMarketClock('America/New_York');
  describeMarketDays();
});
