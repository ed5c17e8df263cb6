// Bundles a small browser script (the host's early start) on its own, without federation or shared
// chunks, and writes it inline into index.html's <head> before the app's deferred scripts, so it runs
// while the HTML is parsed. The site's CSP allows it by hash (build/csp.mjs hashes every inline script).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Bundles `entry` (TypeScript) as one self-contained browser script and resolves with its code. With
 * `cssLoader` (css-loader options with `exportOnlyLocals`), CSS modules it imports give their class names.
 */
function bundleInlineScript(entry, context, production, cssLoader, node = false) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'early-script-'));
  const compiler = webpack({
    mode: production ? 'production' : 'development',
    context,
    entry,
    target: node ? 'node20' : ['web', 'es2020'],
    devtool: false,
    output: node
      ? { path: outDir, filename: 'early.js', library: { type: 'commonjs2' } }
      : { path: outDir, filename: 'early.js', iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          },
        },
        ...(cssLoader
          ? [
              {
                test: /\.css$/,
                use: [{ loader: require.resolve('css-loader'), options: cssLoader }],
              },
            ]
          : []),
      ],
    },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      const code = fs.readFileSync(path.join(outDir, 'early.js'), 'utf8');
      fs.rmSync(outDir, { recursive: true, force: true });
      resolve(code.replace(/<\/script/gi, '<\\/script'));
    });
  });
}

/**
 * The early script can preload chunks the app loads later: the JS files of each named chunk group
 * (the chunk and the vendor chunks split off it) are written into
 * `<meta name="chunk:NAME" content="/a.js /b.js">` (the host's federation runtime for a remote's route,
 * its messages in each language). A pattern is a chunk's name or a RegExp of names.
 */
function chunkMetaTags(compilation, patterns) {
  const all = [...compilation.namedChunkGroups.keys()];
  return patterns.flatMap((pattern) => {
    const names = typeof pattern === 'string' ? [pattern] : all.filter((n) => pattern.test(n));
    if (!names.length) throw new Error(`EarlyScriptPlugin: no chunk named ${pattern}`);
    return names.map((name) => {
      const files = compilation.namedChunkGroups
        .get(name)
        .getFiles()
        .filter((f) => f.endsWith('.js'));
      if (!files.length) throw new Error(`EarlyScriptPlugin: chunk ${name} has no script`);
      const content = files.map((f) => `/${f}`).join(' ');
      return HtmlWebpackPlugin.createHtmlTagObject('meta', { name: `chunk:${name}`, content });
    });
  });
}

/**
 * A plugin whose `code` is `o.entry` bundled before each compile (once in production): for the browser,
 * or with `node` for Node.
 */
class BundledEntryPlugin {
  /** @param {{ entry: string, context: string, production: boolean, cssLoader?: object }} o */
  constructor(o, node = false) {
    this.o = o;
    this.node = node;
    this.code = null;
  }
  apply(compiler) {
    compiler.hooks.beforeCompile.tapPromise(this.constructor.name, async () => {
      if (this.code !== null && this.o.production) return;
      const { entry, context, production, cssLoader } = this.o;
      this.code = await bundleInlineScript(entry, context, production, cssLoader, this.node);
    });
  }
}

class EarlyScriptPlugin extends BundledEntryPlugin {
  /** @param {{ entry: string, context: string, production: boolean, chunks?: Array<string | RegExp>, cssLoader?: object }} o */
  constructor(o) {
    super(o);
  }
  apply(compiler) {
    super.apply(compiler);
    compiler.hooks.compilation.tap('EarlyScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'EarlyScriptPlugin',
        (data) => {
          data.headTags.unshift(
            ...chunkMetaTags(compilation, this.o.chunks ?? []),
            HtmlWebpackPlugin.createHtmlTagObject('script', {}, this.code ?? ''),
          );
          return data;
        },
      );
    });
  }
}

/**
 * Bundles `entry` for Node, self-contained, into the output as `file` (under `.server/`, which the host's
 * server never sends: build/serve.mjs): code the host's server runs with the site's own rules
 * (src/server/document-blocks.ts).
 */
class ServerModulePlugin extends BundledEntryPlugin {
  /** @param {{ entry: string, context: string, production: boolean, file: string }} o */
  constructor(o) {
    super(o, true);
  }
  apply(compiler) {
    super.apply(compiler);
    compiler.hooks.thisCompilation.tap('ServerModulePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServerModulePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(this.o.file, new webpack.sources.RawSource(this.code ?? '')),
      );
    });
  }
}

module.exports = { EarlyScriptPlugin, ServerModulePlugin, bundleInlineScript };
