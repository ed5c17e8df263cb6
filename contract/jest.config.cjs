// Node environment (axios uses its http adapter against 127.0.0.1); each suite starts its own sandbox.
module.exports = require('../jest.preset.cjs')(__dirname, {
  displayName: 'contract',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  testTimeout: 20000,
});
