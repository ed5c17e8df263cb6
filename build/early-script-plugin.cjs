// Bundles a small browser script (the host's early start) on its own, without federation or shared
// chunks, and writes it inline into index.html's <head> before the app's deferred scripts, so it runs
// while the HTML is parsed. The site's CSP allows it by hash (build/csp.mjs hashes every inline script).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The output of each kind of bundle: a classic browser script or a browser ES module. */
const OUTPUTS = {
  web: { target: ['web', 'es2020'], output: { iife: true } },
  module: {
    target: ['web', 'es2020'],
    // a module may load parts of itself with import() (a painter's drawing, while its reads travel):
    // chunks beside it, found from its own URL
    output: {
      module: true,
      library: { type: 'module' },
      publicPath: 'auto',
      chunkFilename: 'early-[name]-[contenthash:8].js',
    },
    experiments: { outputModule: true },
    // modules two of its chunks use (a drawing and the kit its remote's routes take, early-paint-kit-
    // plugin.cjs) go to a chunk of their own, however small, rather than into both
    optimization: { splitChunks: { chunks: 'async', minSize: 0 } },
  },
};

/**
 * Bundles `entry` (TypeScript) as one self-contained script and resolves with its code (and, for a
 * module, the chunks it loads with import()): for a classic
 * browser script (`web`) or a browser ES module (`module`). With `cssLoader` (css-loader
 * options with `exportOnlyLocals`), CSS modules it imports give their class names.
 */
function bundleInlineScript(entry, context, production, cssLoader, kind = 'web') {
  const out = OUTPUTS[kind];
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'early-script-'));
  const compiler = webpack({
    mode: production ? 'production' : 'development',
    context,
    entry,
    target: out.target,
    devtool: false,
    output: { path: outDir, filename: 'early.js', ...out.output },
    ...(out.experiments ? { experiments: out.experiments } : {}),
    ...(out.optimization ? { optimization: out.optimization } : {}),
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
        // `file.json?whole`: the whole file as an ES module's default export (a painter's words, which
        // its page takes as they are), without the runtime webpack adds to give JSON a namespace; a
        // plain JSON import keeps webpack's, which leaves out the keys nobody reads
        {
          test: /\.json$/,
          resourceQuery: /^\?whole$/,
          type: 'javascript/auto',
          loader: require.resolve('./json-module-loader.cjs'),
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
      const read = (file) =>
        fs.readFileSync(path.join(outDir, file), 'utf8').replace(/<\/script/gi, '<\\/script');
      const chunks = fs
        .readdirSync(outDir)
        .filter((file) => file !== 'early.js')
        .map((file) => ({ file, code: read(file) }));
      const code = read('early.js');
      fs.rmSync(outDir, { recursive: true, force: true });
      resolve({ code, chunks });
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
 * A plugin whose `code` is `o.entry` bundled before each compile (once in production), as `kind`
 * (bundleInlineScript).
 */
class BundledEntryPlugin {
  /** @param {{ entry: string, context: string, production: boolean, cssLoader?: object }} o */
  constructor(o, kind = 'web') {
    this.o = o;
    this.kind = kind;
    this.code = null;
    /** Files the bundle loads with import() (module bundles), written beside it. */
    this.chunks = [];
  }
  apply(compiler) {
    compiler.hooks.beforeCompile.tapPromise(this.constructor.name, async () => {
      if (this.code !== null && this.o.production) return;
      const { entry, context, production, cssLoader } = this.o;
      const bundle = await bundleInlineScript(entry, context, production, cssLoader, this.kind);
      this.code = bundle.code;
      this.chunks = bundle.chunks;
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

/** Writes a plugin's bundled `code` into the output as `o.file`. */
function emitCode(compiler, plugin, name) {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap(
      { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
      () => {
        compilation.emitAsset(plugin.o.file, new webpack.sources.RawSource(plugin.code ?? ''));
        for (const chunk of plugin.chunks)
          compilation.emitAsset(chunk.file, new webpack.sources.RawSource(chunk.code));
      },
    );
  });
}

/**
 * Bundles a remote's early painter (shared/src/federation/early-paint.ts) into the output as `o.file`, a
 * browser ES module the host's early script imports: no federation, no shared chunks, CSS modules as
 * their class names (the same as the app's, whose stylesheet styles what it draws).
 */
class EarlyPaintPlugin extends BundledEntryPlugin {
  /** @param {{ entry: string, context: string, production: boolean, file: string, cssLoader: object }} o */
  constructor(o) {
    super(o, 'module');
  }
  apply(compiler) {
    super.apply(compiler);
    emitCode(compiler, this, 'EarlyPaintPlugin');
  }
}

module.exports = { EarlyPaintPlugin, EarlyScriptPlugin, bundleInlineScript };
