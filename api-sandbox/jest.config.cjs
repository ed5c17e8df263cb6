// Node environment, no DOM setup: the sandbox tests start real servers on random ports.
module.exports = require('../jest.preset.cjs')(__dirname, {
  displayName: 'api-sandbox',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  testTimeout: 20000,
});
