// Writes a brotli (quality 11) and a gzip (level 9) copy beside each text file a production build emits,
// so a server sends the smallest bytes without compressing on every request (build/serve.mjs through
// sirv's `brotli`/`gzip` options; nginx `brotli_static`/`gzip_static` elsewhere). On a phone's slow
// network the bytes are the wait: quality 11 is ~14 % smaller than gzip for our scripts, and the
// on-the-fly brotli a server would use (quality 4) is larger than gzip.
const fs = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files a browser downloads; source maps and dot-folders (the host's server code) are never served. */
const COMPRESSIBLE = /\.(js|css|json|svg)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/** Whether an emitted file gets compressed copies. */
function isCompressible(file, size) {
  return (
    COMPRESSIBLE.test(file) &&
    size >= MIN_BYTES &&
    !file.split(/[\\/]/).some((part) => part.startsWith('.'))
  );
}

/** Writes `<file>.br` and `<file>.gz` beside the file. */
async function precompress(file) {
  const body = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  // a copy that is not smaller would only cost the server a lookup
  if (br.length < body.length) await fs.promises.writeFile(`${file}.br`, br);
  if (gz.length < body.length) await fs.promises.writeFile(`${file}.gz`, gz);
}

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const out = compilation.outputOptions.path;
      const files = Object.keys(compilation.assets).filter((file) =>
        isCompressible(file, compilation.assets[file].size()),
      );
      await Promise.all(files.map((file) => precompress(path.join(out, file))));
    });
  }
}

module.exports = { PrecompressPlugin, isCompressible, precompress };
