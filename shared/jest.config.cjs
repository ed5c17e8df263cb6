module.exports = require('../jest.preset.cjs')(__dirname, {
  collectCoverageFrom: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.test.{ts,tsx}',
    '!src/testing/**',
    '!src/**/__fixtures__/**',
  ],
});
