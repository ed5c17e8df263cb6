// The one federation `shared` map every app uses, so host and remotes agree on one React, one router,
// one store and one API client. Versions come from what is installed (the pnpm catalog pins them).
const path = require('node:path');

/** Packages that must exist once on the page. Trailing-slash twins share subpaths such as react/jsx-runtime. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@app/shared',
];

function installedVersion(pkg, appDir) {
  const file = require.resolve(`${pkg}/package.json`, {
    paths: [appDir, path.join(__dirname, '..', 'shared'), path.join(__dirname, '..', 'host')],
  });
  return require(file).version;
}

/**
 * @param {string} appDir folder of the app being built
 * @param {{ eager?: boolean }} [o] eager: in the entry chunk instead of one chunk per package (host only)
 */
function createSharedMap(appDir, o = {}) {
  const map = {};
  for (const pkg of SINGLETONS) {
    const version = installedVersion(pkg, appDir);
    const entry = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      eager: Boolean(o.eager),
    };
    map[pkg] = entry;
    map[`${pkg}/`] = { ...entry };
  }
  return map;
}

module.exports = { SINGLETONS, createSharedMap, installedVersion };
