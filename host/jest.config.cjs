const path = require('node:path');
const preset = require('../jest.preset.cjs')(__dirname);
const separateCopies = require('./separate-copies.cjs');

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    ...Object.fromEntries(
      Object.entries(separateCopies).map(([name, file]) => [`^${name}$`, path.resolve(file)]),
    ),
  },
};
