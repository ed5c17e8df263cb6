import cors from '@fastify/cors';
import crypto from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { Codes, ProviderCodes } from '../codes';
import type { Ctx } from '../context';
import { BizError } from '../errors';
import { findRule } from '../faults';
import { withIdempotency } from './idempotency';
import { applySchemas } from './validation';
import { AMOUNT_FIELD } from './schema-kit';
import { langOf, registerRequestLang } from '../i18n/lang';
import { localizeMessage } from '../i18n/messages';
import { compressJson } from './compress-json';
import { registerAdminGuard } from './admin-guard';
import { withAfterFaults } from './after-faults';
import { registerRateLimits } from './auth-limits';

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

/** Fastify's own refusals of malformed input: answered as illegal input (1000, provider 1). */
const INPUT_ERRORS = new Set([
  'FST_ERR_CTP_INVALID_JSON',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_BAD_URL',
  'SANDBOX_BAD_JSON',
]);

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

/** Sent with every answer, and the `reqId` of the request's log line (issue 48). */
export const REQUEST_ID_HEADER = 'x-request-id';

export interface AppOptions {
  /** Where the JSON log lines go (stdout when absent). */
  logStream?: NodeJS.WritableStream;
}

/** A Fastify instance with CORS, tolerant JSON parsing, envelope errors and the fault hooks. */
export async function createApp(
  ctx: Ctx,
  kind: AppKind,
  opts: AppOptions = {},
): Promise<FastifyInstance> {
  const illegalCode = kind === 'provider' ? ProviderCodes.PARAM_ERROR : Codes.ILLEGAL_INPUT;
  const level = ctx.config.logLevel;
  const app = Fastify({
    // pino: one JSON line per request (the onResponse hook below), none of Fastify's own two
    logger:
      level === 'silent'
        ? false
        : { level, base: { server: kind }, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    logController: new LogController({ disableRequestLogging: true }),
    // our own id for every request, never one a caller chose (it would forge log lines)
    requestIdHeader: false,
    genReqId: () => crypto.randomBytes(8).toString('hex'),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed URL (bad percent-encoding) gets the envelope too.
    frameworkErrors: (err, _req, reply) => {
      const r = reply as unknown as FastifyReply;
      return sendError(r.code(400), kind, illegalCode, `Illegal input: ${err.message}`);
    },
    // No coercion: a boolean or an object where a number is expected is illegal input (#17).
    ajv: { customOptions: { allowUnionTypes: true, coerceTypes: false } },
    // Errors Node's HTTP parser raises before Fastify (431 headers too large, 400 bad request line).
    clientErrorHandler: (err: NodeJS.ErrnoException & { rawPacket?: unknown }, socket) => {
      if (!socket.writable) return socket.destroy(err);
      const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = JSON.stringify({
        ...(kind === 'provider' ? { success: false } : {}),
        code: status,
        msg: status === 431 ? 'Request header fields too large' : 'Bad request',
        data: null,
      });
      socket.end(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
    },
  });
  // A call without a body (DELETE, POST with no content) is validated as an empty object.
  app.addHook('preValidation', async (req) => {
    if (req.body === undefined && req.method !== 'GET' && req.method !== 'HEAD') req.body = {};
  });
  app.addHook('onRoute', (route) => {
    applySchemas(app, kind, route);
    withIdempotency(ctx, kind, route);
    withAfterFaults(ctx, route);
  });
  // the id a member's failed call is found by in the log: in every answer, refusals included
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  // the route's pattern, never the path or query (a phone number or a token may be in them)
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        route: req.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
  registerAdminGuard(app, ctx, kind);
  if (kind === 'api') await registerRateLimits(app);
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    // the client puts it in its error reports (@app/shared/client ApiError.requestId)
    exposedHeaders: ['X-Request-Id'],
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
      err.code = 'SANDBOX_BAD_JSON';
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
      return sendError(
        reply.code(200),
        kind,
        err.code,
        localizeMessage(err.message, langOf(req)),
        err.data,
      );
    if (err.validation) {
      const money = err.validation.find((v) => AMOUNT_FIELD.test(v.instancePath ?? ''));
      const msg = money
        ? `${money.instancePath.split('/').pop()} must be a whole number of the currency's minor unit (no fractions)`
        : err.message;
      return sendError(reply.code(200), kind, illegalCode, `Illegal input: ${msg}`);
    }
    const status = err.statusCode ?? 500;
    if (INPUT_ERRORS.has(err.code))
      return sendError(reply.code(status), kind, illegalCode, `Illegal input: ${err.message}`);
    if (status >= 400 && status < 500)
      return sendError(reply.code(status), kind, status, err.message);
    ctx.log(`[${kind}] ${req.method} ${req.url} failed: ${err.stack ?? err.message}`);
    return sendError(reply.code(500), kind, Codes.INTERNAL, 'Internal server error');
  });
  app.setNotFoundHandler((req, reply) =>
    sendError(reply.code(404), kind, 404, `Not found: ${req.method} ${req.url.split('?')[0]}`),
  );

  // API answers are personal or live: never stored by a browser or a proxy (ASVS 14.3.2). Every
  // answer is read as the type it declares, never sniffed into a script or a page (issue 49 #10).
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control') && /^\/(api|v1)\//.test(req.url))
      reply.header('cache-control', 'no-store');
    return compressJson(req.headers['accept-encoding'], reply, payload);
  });

  registerRequestLang(app);

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
