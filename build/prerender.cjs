// Builds a Node bundle of an app's prerender entry and loads it: the same swc and CSS-module rules as
// the browser build (so class names match), CSS reduced to its class names, packages left as require
// calls resolved from the app's node_modules (one React for the render and its libraries).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { buildId, cssLoaderOptions, scriptRule } = require('./app-loaders.cjs');

const isPackage = (request) => /^(?!@app\/)(@[\w.-]+\/)?[a-zA-Z]/.test(request);

/**
 * @param {{ dir: string, name: string, entry: string }} o app folder, federation name, entry file
 * @returns {Promise<Record<string, unknown>>} the entry's exports
 */
async function loadPrerenderModule(o) {
  const outDir = path.join(o.dir, 'node_modules', '.cache', 'prerender');
  fs.rmSync(outDir, { recursive: true, force: true });
  const pkg = require(path.join(o.dir, 'package.json'));
  const compiler = webpack({
    mode: 'production',
    target: 'node20',
    context: o.dir,
    entry: o.entry,
    devtool: false,
    output: {
      path: outDir,
      filename: 'prerender.cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
    },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) =>
        request && isPackage(request) ? callback(null, `commonjs ${request}`) : callback(),
    ],
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
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __BUILD_ID__: JSON.stringify(buildId()),
        __APP_VERSION__: JSON.stringify(pkg.version),
        __DEV__: 'false',
      }),
    ],
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
  return require(path.join(outDir, 'prerender.cjs'));
}

module.exports = { loadPrerenderModule };
