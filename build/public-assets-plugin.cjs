// A remote's and the host's static files beside the bundle: public/ and, for a remote, the
// app-manifest.json the host reads (routes, their early painter's parts, the shared entries consumed).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/** The federation chunk group of the `./routes` expose, and the groups of the pages loaded on demand. */
const EXPOSE_ROUTES = '__federation_expose_routes';

/**
 * The @app/shared entries the `./routes` expose and each on-demand page (`page-*`) consume, by the
 * chunks they load: the host provides the API's domains in chunks of their own, and its early script
 * preloads those a route needs with the route's files (issue 16; host/src/boot/early-remote.ts).
 * @returns {Record<string, string[]>} `./routes` or the page's chunk name → share keys, sorted
 */
function sharedEntriesConsumed(compilation) {
  const out = {};
  for (const group of compilation.chunkGroups) {
    const name = group.name === EXPOSE_ROUTES ? './routes' : group.name;
    if (!name || (name !== './routes' && !name.startsWith('page-'))) continue;
    const keys = new Set();
    for (const chunk of group.chunks)
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        const key = module.constructor.name === 'ConsumeSharedModule' && module.options?.shareKey;
        if (typeof key === 'string' && key.startsWith('@app/shared/')) keys.add(key);
      }
    out[name] = [...keys].sort();
  }
  return out;
}

/** A painter's chunk of one language's words: `early-<name>-words-<language>-json-<hash>.js`. */
const WORDS_PART = /-words-([a-z]{2}(?:-[a-z]{2})?)-json-[\da-f]+\.js$/;

/**
 * Copies public/ (except index.html) and, for remotes, emits app-manifest.json with the build id.
 * Every app also gets `.release.json` (its build id, a dot-file never served): the sandbox's
 * telemetry collector resolves a report's stack with this folder's hidden source maps only when
 * the report names this build (api-sandbox/src/telemetry/source-maps.ts).
 */
class PublicAssetsPlugin {
  /**
   * @param {() => string[]} earlyPaintParts the files the early painter loads with import()
   * @param {string} [buildId] the build's id (`.release.json`)
   */
  constructor(dir, appManifest, earlyPaintParts = () => [], buildId = undefined) {
    this.dir = dir;
    this.appManifest = appManifest;
    this.earlyPaintParts = earlyPaintParts;
    this.buildId = buildId;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const pub = path.join(this.dir, 'public');
          if (fs.existsSync(pub)) {
            for (const file of fs.readdirSync(pub, { recursive: true })) {
              const abs = path.join(pub, file);
              if (file === 'index.html' || fs.statSync(abs).isDirectory()) continue;
              compilation.emitAsset(file, new webpack.sources.RawSource(fs.readFileSync(abs)));
            }
          }
          if (this.buildId)
            compilation.emitAsset(
              '.release.json',
              new webpack.sources.RawSource(JSON.stringify({ buildId: this.buildId })),
            );
          if (this.appManifest) {
            // a route's painter names its parts, so the page can ask for them with the painter itself:
            // one language's words (a `*-words-<language>-json-*` chunk) only in the page's language
            const all = this.earlyPaintParts();
            const parts = all.filter((file) => !WORDS_PART.test(file));
            const words = Object.fromEntries(
              all.flatMap((file) => {
                const language = WORDS_PART.exec(file)?.[1];
                return language ? [[language, file]] : [];
              }),
            );
            const routes = this.appManifest.routes?.map((route) =>
              route.earlyPaint && parts.length
                ? {
                    ...route,
                    earlyPaintParts: parts,
                    ...(Object.keys(words).length ? { earlyPaintWords: words } : {}),
                  }
                : route,
            );
            const consumes = sharedEntriesConsumed(compilation);
            const json = JSON.stringify({ ...this.appManifest, routes, consumes }, null, 2);
            compilation.emitAsset('app-manifest.json', new webpack.sources.RawSource(json));
          }
        },
      );
    });
  }
}

module.exports = { PublicAssetsPlugin };
