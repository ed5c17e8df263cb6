// One jest run for every package (each keeps its own config); coverage is measured on `shared`.
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/host',
    '<rootDir>/remote-sports',
    '<rootDir>/remote-live',
    '<rootDir>/remote-activities',
    '<rootDir>/remote-account',
    '<rootDir>/api-sandbox',
    '<rootDir>/contract',
  ],
  // A global option (projects' own testTimeout is ignored in a multi-project run): the sandbox and
  // contract suites start real servers, which a busy 2-core CI makes slow.
  testTimeout: 20000,
  coverageReporters: ['text-summary', 'json-summary'],
  coverageThreshold: { './shared/src/': { lines: 95 } },
};
