// One webpack config factory for the host and every remote: swc for TS, CSS modules, federation with the
// shared map, content-hashed chunks (never in output.filename: enhanced 2.9.2 rejects it there).
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedMap, sharedVersions } = require('./shared-map.cjs');
const { EarlyPaintPlugin, EarlyScriptPlugin } = require('./early-script-plugin.cjs');
const { EarlyPaintKitPlugin } = require('./early-paint-kit-plugin.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { PublicAssetsPlugin } = require('./public-assets-plugin.cjs');
const { SiteConfigPlugin } = require('./site-config-plugin.cjs');
const { buildId, cssLoaderOptions, scriptRule } = require('./app-loaders.cjs');
const {
  devServerOptions,
  devTarget,
  refreshPlugins,
  withoutEarlyPaint,
} = require('./dev-options.cjs');

const EARLY_PAINT_FILE = 'early-paint.js';

/** A route may only name the painter this build writes (the host would ask for a missing file). */
function checkEarlyPaint(appManifest, earlyPaint) {
  for (const route of appManifest?.routes ?? []) {
    if (route.earlyPaint === undefined) continue;
    if (!earlyPaint || route.earlyPaint !== EARLY_PAINT_FILE)
      throw new Error(
        `route ${route.path} names the early painter ${route.earlyPaint}; the build writes ` +
          (earlyPaint ? EARLY_PAINT_FILE : 'none (createAppConfig({ earlyPaint }))'),
      );
  }
}

/**
 * @param {object} o
 * @param {string} o.dir app folder
 * @param {string} o.name federation name (a JS identifier)
 * @param {number} o.port dev-server port
 * @param {Record<string,string>} [o.exposes] remote modules
 * @param {object} [o.appManifest] remote route manifest (src/app-manifest.json)
 * @param {string} [o.title] html title
 * @param {boolean} [o.runtimeHost] no federation plugin (the host): the singletons are bundled as plain
 *   modules and provided to the remotes by the federation runtime, which the app loads as a chunk of its
 *   own when it first needs a remote (src/federation/federation-runtime.ts) — so neither the runtime
 *   nor a share-scope boot step is on the first screen. `__SHARED_VERSIONS__` tells it what it provides.
 * @param {Record<string,string>} [o.alias] module names resolved to a file (webpack `resolve.alias`)
 * @param {string} [o.earlyScript] a script inlined into index.html's head (see early-script-plugin.cjs)
 * @param {object} [o.splitChunks] webpack `optimization.splitChunks` (else webpack's defaults)
 * @param {string} [o.earlyPaint] a remote's early painter, bundled to `early-paint.js` (the file its
 *   manifest's routes name in `earlyPaint`; see shared/src/federation/early-paint.ts)
 * @param {string} [o.earlyPaintKit] a module of `export * from` lines the painter exports as `kit()`:
 *   the container takes those modules from the painter's chunk (build/early-paint-kit-plugin.cjs)
 * @param {boolean} [o.serverContainer] a remote's production build also builds its exposes for Node
 *   (serverConfig below), named by its app-manifest.json's `server`
 */
function createAppConfig(o) {
  return (_env, argv) => {
    const prod = argv.mode !== 'development';
    const id = buildId();
    const pkg = require(path.join(o.dir, 'package.json'));
    // a development build draws every screen with React: no early painter, no kit
    const manifest = prod ? o.appManifest : withoutEarlyPaint(o.appManifest);
    const server = prod && o.serverContainer && !o.runtimeHost;
    const appManifest = manifest
      ? {
          ...manifest,
          name: o.name,
          version: pkg.version,
          buildId: id,
          // the platform contract: the @app/shared this build was made against (shared-contract.ts)
          sharedVersion: `^${sharedVersions(o.dir)['@app/shared']}`,
          ...(server ? { server: SERVER_ENTRY } : {}),
        }
      : undefined;
    checkEarlyPaint(appManifest, prod ? o.earlyPaint : undefined);
    const earlyPainter =
      prod && o.earlyPaint
        ? new EarlyPaintPlugin({
            entry: o.earlyPaint,
            context: o.dir,
            production: prod,
            file: EARLY_PAINT_FILE,
            cssLoader: cssLoaderOptions(o.name, prod, true),
          })
        : null;
    const base = baseConfig(o, prod, id, pkg);
    const html = new HtmlWebpackPlugin({
      template: path.join(o.dir, 'public', 'index.html'),
      title: o.title || 'BetLive',
      scriptLoading: 'defer',
      // pages are served at the origin root, so deep links such as /personal/1 find main.js
      publicPath: '/',
      chunks: ['main'],
    });
    const publicAssets = new PublicAssetsPlugin(
      o.dir,
      appManifest,
      () => (earlyPainter ? earlyPainter.chunks.map((chunk) => chunk.file) : []),
      id,
    );
    // a plugin instance per compilation (a remote has two)
    const precompress = () => (prod ? [new PrecompressPlugin()] : []);
    if (!o.runtimeHost) {
      const target = devTarget(prod);
      const container = {
        ...base,
        name: CONTAINER,
        // the container only: federation adds remoteEntry.js and what the exposes load
        entry: {},
        // a development server serves one compilation (devTarget below)
        devServer: undefined,
        plugins: [
          ...base.plugins,
          new ModuleFederationPlugin({
            name: o.name,
            filename: 'remoteEntry.js',
            exposes: o.exposes || {},
            remotes: {},
            shared: createSharedMap(o.dir),
            shareStrategy: 'loaded-first',
            dts: false,
            manifest: { fileName: 'mf-manifest.json' },
            // the runtime core comes from the page (the host's); a remote consumes no remote, so its
            // runtime leaves out remote loading (−0.7 KiB)
            experiments: {
              externalRuntime: true,
              optimization: { target: 'web', disableRemote: true },
            },
          }),
          publicAssets,
          ...(earlyPainter ? [earlyPainter] : []),
          ...(earlyPainter && o.earlyPaintKit
            ? [
                new EarlyPaintKitPlugin({
                  kit: path.resolve(o.dir, o.earlyPaintKit),
                  painterFile: EARLY_PAINT_FILE,
                }),
              ]
            : []),
          ...precompress(),
        ],
      };
      const standalone = standaloneConfig(o, baseConfig(o, prod, id, pkg), html, precompress());
      // a development server serves one of them: hot updates follow one compilation
      if (target === 'container') return { ...container, devServer: base.devServer };
      if (target === 'standalone') return { ...standalone, dependencies: undefined };
      return server
        ? [container, standalone, serverConfig(o, prod, id, pkg)]
        : [container, standalone];
    }
    return {
      ...base,
      plugins: [
        ...base.plugins,
        html,
        publicAssets,
        new SiteConfigPlugin(),
        ...(o.earlyScript
          ? [
              new EarlyScriptPlugin({
                entry: o.earlyScript,
                context: o.dir,
                production: prod,
                // a remote's route needs the host's federation runtime chunk too, and the API domains
                // it consumes (app-manifest.json `consumes`); every page its language's messages
                chunks: ['federation', 'home', /^messages-/, /^shared-api-/],
                // class names only, the same as the app's: the page's stylesheet styles what it paints
                cssLoader: cssLoaderOptions(o.name, prod, true),
              }),
            ]
          : []),
        ...precompress(),
      ],
    };
  };
}

/** The compilation of a remote's federation container (its standalone page is another, after it). */
const CONTAINER = 'container';

/**
 * A remote run alone (QA, README "Run one remote alone"): its own page at the origin's root, the same
 * source without federation (one build: one React, one store), its chunks under `standalone/` beside
 * the container's files. It builds after the container, whose `output.clean` empties the folder.
 */
function standaloneConfig(o, base, html, precompress) {
  const prod = base.mode === 'production';
  return {
    ...base,
    name: 'standalone',
    dependencies: [CONTAINER],
    output: {
      ...base.output,
      uniqueName: `${o.name}_standalone`,
      publicPath: '/',
      chunkFilename: prod ? 'standalone/[name].[contenthash:8].js' : 'standalone/[name].js',
      clean: false,
    },
    plugins: [
      ...base.plugins.filter((plugin) => !(plugin instanceof MiniCssExtractPlugin)),
      new MiniCssExtractPlugin({
        filename: prod ? 'standalone/[name].[contenthash:8].css' : 'standalone/[name].css',
        chunkFilename: prod ? 'standalone/[name].[contenthash:8].css' : 'standalone/[name].css',
      }),
      html,
      ...precompress,
    ],
  };
}

/** Where a remote's server container is, relative to its app-manifest.json. */
const SERVER_ENTRY = 'server/remoteEntry.js';

/**
 * A remote's server container: the same exposes built for Node into `server/`, which the host's
 * document server loads over HTTP with the federation runtime (host/src/server/
 * remote-server-containers.ts) to render the remote's first screen. The singletons are the host
 * server's (`import: false`), as in the browser; `@module-federation/node`'s runtime plugin loads the
 * container's chunks from beside its remoteEntry.js (an empty publicPath: a remote does not know the
 * address it is served from). CSS is reduced to its class names and no asset is written: the browser
 * build's files style and picture what the server draws.
 */
function serverConfig(o, prod, id, pkg) {
  const base = baseConfig(o, prod, id, pkg);
  return {
    ...base,
    name: 'server',
    dependencies: [CONTAINER],
    target: 'async-node',
    entry: {},
    devtool: false,
    devServer: undefined,
    output: {
      path: path.join(base.output.path, path.dirname(SERVER_ENTRY)),
      publicPath: '',
      uniqueName: `${o.name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: false,
    },
    module: {
      rules: [
        scriptRule(prod),
        {
          test: /\.css$/,
          use: [
            {
              loader: require.resolve('css-loader'),
              options: cssLoaderOptions(o.name, prod, true),
            },
          ],
        },
        {
          test: /\.(png|jpe?g|svg|webp|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      base.plugins.find((plugin) => plugin instanceof webpack.DefinePlugin),
      new ModuleFederationPlugin({
        name: o.name,
        filename: path.basename(SERVER_ENTRY),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        exposes: o.exposes || {},
        remotes: {},
        shared: createSharedMap(o.dir),
        shareStrategy: 'loaded-first',
        dts: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        experiments: { asyncStartup: true },
      }),
    ],
    // readable stack traces in the document server's log
    optimization: { minimize: false },
  };
}

/** What every compilation of an app has: loaders, defines, CSS extraction, output, dev server. */
function baseConfig(o, prod, id, pkg) {
  return {
    mode: prod ? 'production' : 'development',
    context: o.dir,
    entry: { main: './src/index.ts' },
    devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(o.dir, process.env.OUT_DIR || 'dist'),
      publicPath: 'auto',
      uniqueName: o.name,
      filename: '[name].js',
      chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
      // a hung chunk request fails in 15 s (webpack's default is 120 s), so the Retry fallback shows
      chunkLoadTimeout: 15000,
      // a remote's chunks CORS-enabled: their errors reach the page's reporter unmuted
      crossOriginLoading: 'anonymous',
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: o.alias ?? {} },
    module: {
      rules: [
        scriptRule(prod, refreshing(prod)),
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: require.resolve('css-loader'), options: cssLoaderOptions(o.name, prod) },
          ],
        },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __BUILD_ID__: JSON.stringify(id),
        __APP_VERSION__: JSON.stringify(pkg.version),
        __DEV__: JSON.stringify(!prod),
        ...(o.runtimeHost
          ? {
              __SHARED_VERSIONS__: JSON.stringify(sharedVersions(o.dir)),
              // the federation runtime the host bundles runs in browsers only: its Node loaders go
              // (what the plugin's `experiments.optimization.target` does for the remotes)
              ENV_TARGET: JSON.stringify('web'),
            }
          : {}),
      }),
      new MiniCssExtractPlugin({
        filename: prod ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
      }),
      ...(refreshing(prod) ? refreshPlugins(o.name, o.dir) : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      ...(o.splitChunks ? { splitChunks: o.splitChunks } : {}),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    watchOptions: { ignored: ['**/node_modules/**', '**/dist/**'] },
    devServer: devServerOptions(o.port),
  };
}

/** Fast Refresh on the development servers (`webpack serve`), not in a development build. */
function refreshing(prod) {
  return !prod && process.env.WEBPACK_SERVE === 'true';
}

module.exports = { createAppConfig };
