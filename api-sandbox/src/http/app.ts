import cors from '@fastify/cors';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { Codes, ProviderCodes } from '../codes';
import type { Ctx } from '../context';
import { BizError } from '../errors';
import { findRule } from '../faults';

export type AppKind = 'api' | 'provider';

export const ALLOWED_HEADERS = [
  'Authorization',
  'Username',
  'Language',
  'Accept-Language',
  'client',
  'deviceNo',
  'clientModel',
  'appVersion',
  'platform',
  'Content-Type',
  'Idempotency-Key',
];

function sendError(
  reply: FastifyReply,
  kind: AppKind,
  code: number,
  msg: string,
  data: unknown = null,
) {
  if (kind === 'provider') return reply.send({ success: false, code, msg, data });
  return reply.send({ code, msg, data });
}

/** A Fastify instance with CORS, tolerant JSON parsing, envelope errors and the fault hooks. */
export async function createApp(ctx: Ctx, kind: AppKind): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { allowUnionTypes: true } },
  });
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    maxAge: 600,
  });

  // Empty bodies are common on POST calls without parameters: parse them as {}.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = new Error('Body is not valid JSON') as FastifyError;
      err.statusCode = 400;
      done(err, undefined);
    }
  });
  // Form bodies (Node's axios sends this type on a POST without data): parsed into a flat object.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : ''))),
  );
  // Multipart uploads (cover images) are accepted but not parsed: the sandbox keeps the raw size only.
  app.addContentTypeParser(/^multipart\//, { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, { size: (body as Buffer).length }),
  );

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof BizError)
      return sendError(reply.code(200), kind, err.code, err.message, err.data);
    if (err.validation) {
      const code = kind === 'provider' ? ProviderCodes.PARAM_ERROR : Codes.ILLEGAL_INPUT;
      return sendError(reply.code(200), kind, code, `Illegal input: ${err.message}`);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return sendError(reply.code(status), kind, status, err.message);
    ctx.log(`[${kind}] ${req.method} ${req.url} failed: ${err.stack ?? err.message}`);
    return sendError(reply.code(500), kind, Codes.INTERNAL, 'Internal server error');
  });
  app.setNotFoundHandler((req, reply) =>
    sendError(reply.code(404), kind, 404, `Not found: ${req.method} ${req.url.split('?')[0]}`),
  );

  app.addHook('onRequest', async (req, reply) => {
    if (ctx.config.logRequests) ctx.log(`[${kind}] ${req.method} ${req.url}`);
    const path = req.url.split('?')[0] ?? '';
    if (req.method === 'OPTIONS' || path.startsWith('/__admin')) return;
    const { faults } = ctx;
    const slow = findRule(faults.slow, path);
    // unref: a pending slow answer never keeps a test process alive after the servers close
    if (slow?.ms) await new Promise((r) => setTimeout(r, Math.min(slow.ms ?? 0, 60_000)).unref());
    const fail = findRule(faults.fail, path);
    if (fail) {
      if (fail.status && fail.status !== 200) {
        return sendError(reply.code(fail.status), kind, fail.status, 'Injected failure');
      }
      return sendError(
        reply.code(200),
        kind,
        fail.code ?? Codes.INJECTED_FAILURE,
        'Injected failure',
      );
    }
    if (findRule(faults.malformed, path)) {
      return reply
        .code(200)
        .header('content-type', 'application/json; charset=utf-8')
        .send('{"code":200,"msg":"success","data":{"records":[{"id":');
    }
  });
  return app;
}
