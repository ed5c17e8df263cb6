import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { RELEASE_FILES } from '@app/shared/federation';
import type { Ctx } from '../context';
import { ok } from '../envelope';
import { illegal, notFound } from '../errors';
import { readRegistry } from '../registry';
import { activateRelease, listReleases, registerRelease, rollbackRelease } from '../releases';
import { requireUser } from '../users';
import { audit } from './operator';

/*
 * Remote releases (issue 47), super admin only: the release history of a remote, registering a
 * release (`npm run release`), a rollback to the previous release and the activation of any one.
 * Every change is an operator_audit row; the registry's entry follows the current release.
 */
const R = '/api/operator/releases';

const remote = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'remote must be a registry id');
const buildId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'buildId: letters, digits, . _ - (max 64)');
const sha384 = z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'a hash is sha384-<base64>');
const manifest = z
  .string()
  .max(500)
  .regex(
    /^https?:\/\/[^\s?#]+\/mf-manifest\.json$/,
    'manifest must be an http(s) mf-manifest.json URL',
  );
const integrity = z
  .object(
    Object.fromEntries(RELEASE_FILES.map((f) => [f, sha384])) as Record<
      (typeof RELEASE_FILES)[number],
      typeof sha384
    >,
  )
  .strict();

const RegisterBody = z.object({ remote, buildId, manifest, integrity }).strict();
const ActivateBody = z.object({ remote, buildId }).strict();
const RollbackBody = z.object({ remote }).strict();

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw illegal(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
}

export function registerReleaseRoutes(app: FastifyInstance, ctx: Ctx): void {
  const admin = (req: FastifyRequest) => requireUser(ctx, req, ['superAdmin']);
  /** A remote the registry knows: a release of anything else would never be loaded. */
  const known = (id: string) => {
    if (!readRegistry(ctx.db, ctx.config).remotes.some((r) => r.id === id))
      throw notFound(`Remote ${id}`);
    return id;
  };

  app.get(R, async (req, reply) => {
    admin(req);
    const { remote: id } = parse(RollbackBody, req.query);
    reply.header('Cache-Control', 'no-store');
    return ok(listReleases(ctx.db, known(id), Date.now()));
  });

  app.post(R, async (req) => {
    const user = admin(req);
    const body = parse(RegisterBody, req.body);
    known(body.remote);
    const now = Date.now();
    registerRelease(ctx.db, body, user.user_name, now);
    audit(ctx, user, 'release.register', { remote: body.remote, buildId: body.buildId });
    return ok(listReleases(ctx.db, body.remote, now));
  });

  app.post(`${R}/rollback`, async (req) => {
    const user = admin(req);
    const { remote: id } = parse(RollbackBody, req.body);
    const now = Date.now();
    const moved = rollbackRelease(ctx.db, known(id), user.user_name, now);
    audit(ctx, user, 'release.rollback', { remote: id, ...moved });
    return ok(listReleases(ctx.db, id, now));
  });

  app.post(`${R}/activate`, async (req) => {
    const user = admin(req);
    const body = parse(ActivateBody, req.body);
    const now = Date.now();
    const moved = activateRelease(ctx.db, known(body.remote), body.buildId, user.user_name, now);
    audit(ctx, user, 'release.activate', { remote: body.remote, ...moved });
    return ok(listReleases(ctx.db, body.remote, now));
  });
}
