import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** Smaller answers are sent as they are (compressing them saves less than its headers cost). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * A JSON answer of 1 KiB or more, gzipped for a client that accepts it, as an operator's and a
 * sportsbook provider's servers send them (a 50-match list is ~10 KB as text, ~1.5 KB gzipped): the
 * front end's measurements over a throttled link would otherwise wait for bytes no real server sends.
 */
export function compressJson(
  acceptEncoding: string | undefined,
  reply: FastifyReply,
  payload: unknown,
): unknown {
  if (typeof payload !== 'string' || Buffer.byteLength(payload) < COMPRESS_MIN_BYTES)
    return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.startsWith('application/json') || reply.hasHeader('content-encoding')) return payload;
  reply.header('vary', 'Accept-Encoding');
  if (!/\bgzip\b/i.test(acceptEncoding ?? '')) return payload;
  reply.header('content-encoding', 'gzip');
  reply.removeHeader('content-length');
  return gzipSync(payload);
}
