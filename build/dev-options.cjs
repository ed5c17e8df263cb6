// What only the development servers need: hot updates with React Fast Refresh, and which of a
// remote's two compilations a server serves (scripts/dev.mjs chooses; see README "npm run dev").
const path = require('node:path');
const webpack = require('webpack');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');

/**
 * A remote's server serves its federation container (`DEV_TARGET=container`: the host loads it, as
 * `npm run dev` runs it) or its standalone page (the default of `webpack serve`: the remote alone).
 * Hot updates follow one compilation per server, so a server never serves both. A production build
 * writes both.
 */
function devTarget(prod) {
  if (prod || process.env.WEBPACK_SERVE !== 'true') return 'both';
  return process.env.DEV_TARGET === 'container' ? 'container' : 'standalone';
}

/** The app's development server: hot updates over its own socket (the page's origin is the host's). */
function devServerOptions(port) {
  return {
    host: '127.0.0.1',
    port,
    historyApiFallback: true,
    hot: true,
    liveReload: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: {
      webSocketURL: `ws://127.0.0.1:${port}/ws`,
      overlay: { errors: true, warnings: false, runtimeErrors: false },
    },
  };
}

/**
 * Fast Refresh, its runtime named per app: the host and each remote run their own on one page. The
 * DevTools hook that lets a remote's runtime find the page's renderer comes first (dev/devtools-hook.cjs).
 */
function refreshPlugins(name, context) {
  return [
    new webpack.EntryPlugin(context, path.join(__dirname, 'dev', 'devtools-hook.cjs'), {
      name: undefined,
    }),
    new ReactRefreshPlugin({ overlay: false, library: name }),
  ];
}

/** A manifest whose routes name no early painter (development draws every screen with React). */
function withoutEarlyPaint(appManifest) {
  if (!appManifest) return appManifest;
  return {
    ...appManifest,
    routes: (appManifest.routes ?? []).map((route) =>
      Object.fromEntries(Object.entries(route).filter(([key]) => !key.startsWith('earlyPaint'))),
    ),
  };
}

module.exports = { devServerOptions, devTarget, refreshPlugins, withoutEarlyPaint };
