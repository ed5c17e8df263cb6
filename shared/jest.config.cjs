// The one date-formatting module lives here: its process runs in New York (daylight saving, behind
// UTC), the apps' in UTC (issue 53).
module.exports = require('../jest.preset.cjs')(
  __dirname,
  {
    collectCoverageFrom: [
      'src/**/*.{ts,tsx}',
      '!src/**/*.test.{ts,tsx}',
      '!src/testing/**',
      '!src/**/__fixtures__/**',
    ],
  },
  'America/New_York',
);
