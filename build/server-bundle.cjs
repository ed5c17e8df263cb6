// Builds an app's server code (the host's document server: server rendering, the build-time prerender)
// into one self-contained Node file with the browser build's swc and CSS-module rules, so the server
// renders the same components with the same class names. CSS is reduced to its class names; packages
// are bundled, so a deployed folder needs no node_modules.
const path = require('node:path');
const webpack = require('webpack');
const { buildId, cssLoaderOptions, scriptRule } = require('./app-loaders.cjs');
const { sharedVersions } = require('./shared-map.cjs');

/**
 * @param {{ dir: string, name: string, entry: string, outDir: string, file: string }} o app folder,
 *   federation name, entry file, output folder and file name
 * @returns {Promise<string>} the written file's path
 */
async function buildServerBundle(o) {
  const pkg = require(path.join(o.dir, 'package.json'));
  const compiler = webpack({
    mode: 'production',
    target: 'node24',
    context: o.dir,
    entry: o.entry,
    devtool: false,
    output: {
      path: o.outDir,
      filename: o.file,
      chunkFilename: 'chunks/[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        scriptRule(true),
        {
          test: /\.css$/,
          use: [
            {
              loader: require.resolve('css-loader'),
              options: cssLoaderOptions(o.name, true, true),
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
      new webpack.DefinePlugin({
        __BUILD_ID__: JSON.stringify(process.env.SERVER_BUILD_ID || buildId()),
        __APP_VERSION__: JSON.stringify(pkg.version),
        __DEV__: 'false',
        // what the host's server provides to the remotes' server containers (src/server/server-shared.ts)
        __SHARED_VERSIONS__: JSON.stringify(sharedVersions(o.dir)),
      }),
    ],
    // readable stack traces in the server's logs
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  });
  await new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(undefined);
    });
  });
  return path.join(o.outDir, o.file);
}

module.exports = { buildServerBundle };
