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
];

/**
 * A package whose shared subpaths are listed (the others share every subpath: `react/jsx-runtime`…).
 * zustand's `middleware` (persist, devtools…) holds no state of the page and is one 4 KiB module:
 * a remote bundles the helpers it uses, tree-shaken, instead of consuming all of it (issue 16).
 */
const SHARED_SUBPATHS = { zustand: ['react', 'react/shallow', 'vanilla', 'vanilla/shallow'] };

/**
 * The entry points of @app/shared that hold state or wiring: each is one module instance on the page.
 * (`/testing` is for jest only; `/boot` is pure and inlined into index.html by the host's early script.
 * `/lazy` holds no state, but is shared all the same: the host runs it, so a remote route need not
 * carry a copy of its own, issue 16.)
 */
const SHARED_ENTRIES = Object.keys(require('../shared/entry-points.json'));

function installedVersion(pkg, appDir) {
  const file = require.resolve(`${pkg}/package.json`, {
    paths: [appDir, path.join(__dirname, '..', 'shared'), path.join(__dirname, '..', 'host')],
  });
  return require(file).version;
}

/**
 * The remotes' `shared` map: a remote's container consumes the host's copies and carries none of its
 * own (`import: false`: no fallback chunks, no provide table in remoteEntry.js, issue 16); a remote run
 * alone is a build of its own without federation (build/webpack-app.cjs `standaloneConfig`).
 * @param {string} appDir folder of the app being built
 */
function createSharedMap(appDir) {
  const singleton = (version) => ({
    import: false,
    singleton: true,
    requiredVersion: `^${version}`,
  });
  const map = {};
  for (const pkg of SINGLETONS) {
    const version = installedVersion(pkg, appDir);
    map[pkg] = singleton(version);
    const subpaths = SHARED_SUBPATHS[pkg];
    if (subpaths) for (const sub of subpaths) map[`${pkg}/${sub}`] = singleton(version);
    else map[`${pkg}/`] = singleton(version);
  }
  const sharedVersion = installedVersion('@app/shared', appDir);
  for (const name of SHARED_ENTRIES) map[`@app/shared/${name}`] = singleton(sharedVersion);
  return map;
}

/** The installed version of each singleton package and of @app/shared (a runtime-only host's `shared`). */
function sharedVersions(appDir) {
  const versions = {};
  for (const pkg of [...SINGLETONS, '@app/shared']) versions[pkg] = installedVersion(pkg, appDir);
  return versions;
}

module.exports = { SINGLETONS, SHARED_ENTRIES, createSharedMap, installedVersion, sharedVersions };
