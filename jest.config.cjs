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
  coverageReporters: ['text-summary', 'json-summary'],
  coverageThreshold: { './shared/src/': { lines: 95 } },
};
