import CryptoJS from 'crypto-js';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { mediaBase } from '../context';
import { ok } from '../envelope';
import { readRegistry, validateRegistry, writeRegistry } from '../registry';
import { requireUser } from '../users';

/** crypto-js passphrase AES (OpenSSL salted format, base64), decryptable with CryptoJS.AES.decrypt(c, key). */
export function encrypt(text: string, key: string): string {
  return CryptoJS.AES.encrypt(text, key).toString();
}

export function domainLists(ctx: Ctx) {
  const api = mediaBase(ctx);
  return { api: [api, 'http://localhost:4000'], static: [api] };
}

export function registerPlatformRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get('/api/platform/registry', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return ok(readRegistry(ctx.db, ctx.config));
  });

  app.put('/api/platform/registry', async (req, reply) => {
    requireUser(ctx, req, ['superAdmin']);
    const registry = validateRegistry(req.body);
    writeRegistry(ctx.db, registry);
    reply.header('Cache-Control', 'no-cache');
    return ok(registry);
  });

  /** Dynamic-domain config: JSON lists of base URLs, AES-encrypted with DOMAIN_AES_KEY. */
  app.get('/api/platform/domains', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const lists = domainLists(ctx);
    return {
      code: 200,
      msg: 'success',
      data: encrypt(JSON.stringify(lists.api), ctx.config.domainAesKey),
      staticList: encrypt(JSON.stringify(lists.static), ctx.config.domainAesKey),
    };
  });
}
