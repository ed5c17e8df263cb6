import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';

/** The header the admin token travels in (printed at start-up, or SANDBOX_ADMIN_TOKEN). */
export const ADMIN_TOKEN_HEADER = 'x-sandbox-admin-token';

const LOOPBACK_IPS = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const isAdminPath = (url: string) => url === '/__admin' || url.startsWith('/__admin/');

/** The host name of a Host header without its port ('[::1]:4000' → '[::1]'). */
function hostName(host: string | undefined): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0] ?? '';
}

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !given) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** Why an admin request is refused, or null when it may run. */
export function adminRefusal(
  ctx: Ctx,
  req: FastifyRequest,
): { status: number; msg: string } | null {
  if (!ctx.config.adminEnabled) return { status: 404, msg: `Not found: ${req.method} ${req.url}` };
  if (!LOOPBACK_IPS.has(req.ip)) return { status: 403, msg: 'Admin endpoints are loopback only' };
  // DNS rebinding: a page on evil.example resolved to 127.0.0.1 still sends its own Host.
  if (!LOOPBACK_HOSTS.has(hostName(req.headers.host)))
    return { status: 403, msg: 'Admin endpoints need a loopback Host' };
  // A web page (any Origin, even a simple no-cors POST) never reaches them.
  const site = req.headers['sec-fetch-site'];
  if (req.headers.origin !== undefined || (site !== undefined && site !== 'none'))
    return { status: 403, msg: 'Admin endpoints answer no web page' };
  if (!sameToken(req.headers[ADMIN_TOKEN_HEADER], ctx.config.adminToken))
    return { status: 401, msg: `Admin endpoints need the ${ADMIN_TOKEN_HEADER} header` };
  return null;
}

/**
 * Closes `/__admin/*` of one app (issue 49 #3): off unless SANDBOX_ADMIN is on, loopback address
 * and Host only, no Origin, the admin token; and no CORS header on any admin answer. Registered
 * before CORS, so a refused preflight gets no CORS headers either.
 */
export function registerAdminGuard(app: FastifyInstance, ctx: Ctx, kind: 'api' | 'provider'): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!isAdminPath(req.url.split('?')[0] ?? '')) return;
    const refused = adminRefusal(ctx, req);
    if (!refused) return;
    const body = { code: refused.status, msg: refused.msg, data: null };
    return reply
      .code(refused.status)
      .send(kind === 'provider' ? { success: false, ...body } : body);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (isAdminPath(req.url.split('?')[0] ?? ''))
      for (const h of Object.keys(reply.getHeaders()))
        if (h.startsWith('access-control-')) reply.removeHeader(h);
    return payload;
  });
}
