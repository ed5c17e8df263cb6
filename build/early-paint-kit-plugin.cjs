// A remote's early painter and its routes run some of the same pure helpers (the sports remote's sport
// icons, odds and list rows). The painter's build bundles them as a chunk of its own, its kit
// (`kit()`, exported by early-paint.js); this plugin makes the remote's container take them from that
// kit instead of carrying a second copy (issue 16):
// - each module the kit file re-exports resolves, in the container, to one proxy module whose exports
//   are the kit's (build/early-paint-kit-proxy.cjs);
// - the container's runtime loads the kit before any of its chunks runs: a chunk-loading handler
//   (`__webpack_require__.f.earlyKit`) imports early-paint.js beside remoteEntry.js and awaits `kit()`.
// On a route the painter drew, the browser has both files already (one module instance per URL); on
// any other page of the remote they are two more files, fetched with its first chunk.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

const NAME = 'EarlyPaintKitPlugin';
const PROXY = path.join(__dirname, 'early-paint-kit-proxy.cjs');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];
const RE_EXPORT = /^export \* from '(\.[^']+)';$/;

/**
 * The files a kit module re-exports (`export * from './x'` lines, resolved as TypeScript would). Any
 * other statement is refused: the container would run the painter's copy of it, so the kit may only
 * gather modules, never hold code or state of its own.
 * @param {string} kitFile absolute path of the kit module
 * @returns {string[]}
 */
function kitModuleFiles(kitFile) {
  const source = fs
    .readFileSync(kitFile, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const lines = source
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) throw new Error(`${NAME}: ${kitFile} re-exports nothing`);
  return lines.map((line) => {
    const match = RE_EXPORT.exec(line);
    if (!match)
      throw new Error(`${NAME}: ${kitFile} may only hold \`export * from './x'\` lines: ${line}`);
    const base = path.resolve(path.dirname(kitFile), match[1]);
    const file = EXTENSIONS.map((ext) => base + ext).find((f) => fs.existsSync(f));
    if (!file) throw new Error(`${NAME}: ${kitFile} re-exports ${match[1]}, which does not exist`);
    return file;
  });
}

/**
 * The container's chunk-loading handler: every chunk waits for the kit, loaded once (a failed load
 * is forgotten, so the remote's Retry asks again).
 */
class EarlyKitRuntimeModule extends webpack.RuntimeModule {
  /** @param {string} painterFile the painter's file name beside remoteEntry.js */
  constructor(painterFile) {
    // after the runtime has made its chunk-loading handlers' table (`__webpack_require__.f`)
    super('early paint kit', webpack.RuntimeModule.STAGE_ATTACH);
    this.painterFile = painterFile;
  }
  generate() {
    const { ensureChunkHandlers, publicPath, require: req } = webpack.RuntimeGlobals;
    return webpack.Template.asString([
      'var earlyKit;',
      `${ensureChunkHandlers}.earlyKit = function (chunkId, promises) {`,
      webpack.Template.indent([
        'earlyKit = earlyKit || import(',
        `  ${publicPath} + ${JSON.stringify(this.painterFile)}`,
        ')',
        '  .then(function (painter) { return painter.kit(); })',
        `  .then(function (kit) { ${req}.earlyKit = kit; }, function (error) { earlyKit = undefined; throw error; });`,
        'promises.push(earlyKit);',
      ]),
      '};',
    ]);
  }
}

class EarlyPaintKitPlugin {
  /** @param {{ kit: string, painterFile: string }} o the kit module (absolute) and the painter's file */
  constructor(o) {
    this.o = o;
  }
  apply(compiler) {
    const files = new Set(kitModuleFiles(this.o.kit));
    compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
      factory.hooks.afterResolve.tap(NAME, (resolveData) => {
        const data = resolveData.createData;
        if (!data.resource || !files.has(data.resource)) return;
        Object.assign(data, { resource: PROXY, request: PROXY, userRequest: PROXY, loaders: [] });
      });
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(webpack.RuntimeGlobals.ensureChunkHandlers)
        .tap(NAME, (chunk, set) => {
          set.add(webpack.RuntimeGlobals.publicPath);
          compilation.addRuntimeModule(chunk, new EarlyKitRuntimeModule(this.o.painterFile));
        });
    });
  }
}

module.exports = { EarlyPaintKitPlugin, kitModuleFiles, PROXY };
