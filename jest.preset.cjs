// Jest settings every package extends: swc transpiles TS/TSX, jsdom for components, CSS modules mapped to names.
const path = require('node:path');
const { sharedVersions } = require('./build/shared-map.cjs');

const ESM_ONLY = ['rettime', 'until-async', '@open-draft/deferred-promise'].join('|');

/**
 * @param {string} dir package folder
 * @param {object} [extra] overrides
 * @param {string} [timezone] the zone the process runs in (issue 53: UTC, or America/New_York where
 *   the formatting lives, so no test passes only because the machine is on Vietnam time)
 */
module.exports = function jestConfig(dir, extra = {}, timezone = 'UTC') {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    // jsdom with Node's Fetch API (for axios' `fetch` adapter and MSW), in the chosen zone
    testEnvironment: path.join(__dirname, 'build/jest/zoned-environment.cjs'),
    testEnvironmentOptions: { timezone },
    resolver: path.join(__dirname, 'build/jest/resolver.cjs'),
    transform: {
      '^.+\\.m?(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'build/jest/style-mock.cjs'),
      // a painter's words file as a whole (build/json-module-loader.cjs)
      '^(.+\\.json)\\?whole$': '$1',
      '\\.(png|svg|jpg|webp|mp4)$': path.join(__dirname, 'build/jest/file-mock.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'build/jest/setup.ts')],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // msw's rettime, until-async and deferred-promise ship ES modules only: swc turns it into CommonJS like our own files
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM_ONLY})/)`],
    // what the build defines for the host's federation runtime (build/webpack-app.cjs)
    globals: { __SHARED_VERSIONS__: sharedVersions(dir) },
    ...extra,
  };
};
