import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The committed test clip (api-sandbox/media, see README "Video"): an MP4 and its HLS (fMP4) version. */
export const MEDIA_DIR = path.resolve(__dirname, '..', '..', 'media');
export const CLIP_PATH = '/media/test-clip.mp4';
export const HLS_PATH = '/media/hls/index.m3u8';

const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
};

const files = new Map<string, Buffer>();

/** The file's bytes, read once (the clip is a few hundred KB); null when it does not exist. */
function load(rel: string): Buffer | null {
  const cached = files.get(rel);
  if (cached) return cached;
  try {
    const buf = fs.readFileSync(path.join(MEDIA_DIR, rel));
    files.set(rel, buf);
    return buf;
  } catch {
    return null;
  }
}

/** A single `bytes=` range of a file of `size` bytes; null when unsatisfiable, 'all' when absent. */
export function parseRange(
  header: string | undefined,
  size: number,
): [number, number] | 'all' | null {
  if (!header) return 'all';
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    return suffix > 0 ? [Math.max(0, size - suffix), size - 1] : null;
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start < size && start <= end ? [start, end] : null;
}

function sendFile(reply: FastifyReply, rel: string, range: string | undefined) {
  const buf = load(rel);
  if (!buf) return reply.code(404).send({ code: 404, msg: `No such media: ${rel}` });
  reply
    .header('content-type', TYPES[path.extname(rel)] ?? 'application/octet-stream')
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'public, max-age=3600');
  const r = parseRange(range, buf.length);
  if (r === 'all') return reply.send(buf);
  if (!r) return reply.code(416).header('content-range', `bytes */${buf.length}`).send();
  const [start, end] = r;
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${buf.length}`)
    .send(buf.subarray(start, end + 1));
}

/** GET (and HEAD) of the test clip with Range support, and of its HLS playlist and segments. */
export function registerVideoRoutes(app: FastifyInstance): void {
  app.get(CLIP_PATH, async (req, reply) =>
    sendFile(reply, path.basename(CLIP_PATH), req.headers.range),
  );
  app.get('/media/hls/:file', async (req, reply) => {
    const { file } = req.params as { file: string };
    if (!/^[\w-]{1,40}\.(m3u8|m4s|mp4)$/.test(file))
      return reply.code(404).send({ code: 404, msg: 'No such media' });
    return sendFile(reply, `hls/${file}`, req.headers.range);
  });
}
