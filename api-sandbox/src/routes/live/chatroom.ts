import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../context';
import { CHAT_SIG_TTL_MS, sessionHash, signChat } from '../../chat-sig';
import { kvGet } from '../../db/open';
import { ok } from '../../envelope';
import { randomToken } from '../../ids';
import { CHATROOM_CONFIG } from '../../seed';
import { getStream } from '../../streams';
import { requestToken, sessionUser } from '../../users';
import { L, idOf } from './helpers';

/** Chat room configuration, word lists and the signature of the chat WebSocket. */
export function registerChatroomRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post(`${L}/chatroom/config/info`, async () =>
    ok(kvGet(ctx.db, 'chatroomConfig') ?? CHATROOM_CONFIG),
  );

  app.get(`${L}/sensitive/word/list`, async () =>
    ok(kvGet<string[]>(ctx.db, 'sensitiveWords') ?? []),
  );

  /**
   * Chat signature for room {id}: bound to the caller's session (never to a client-supplied name);
   * guests get a read-only signature.
   */
  app.get(`${L}/chatroom/getSig/:id`, async (req) => {
    const s = getStream(ctx, idOf((req.params as { id: string }).id));
    const user = sessionUser(ctx, req);
    const token = user ? requestToken(req) : null;
    const exp = Date.now() + CHAT_SIG_TTL_MS;
    const claims = {
      uid: user?.id ?? null,
      name: user?.user_name ?? `guest_${randomToken(4)}`,
      room: s.id,
      ro: !user,
      exp,
      sess: token ? sessionHash(token) : null,
    };
    return ok({
      sig: signChat(claims, ctx.config.chatSigSecret),
      roomId: s.id,
      userName: claims.name,
      readOnly: claims.ro,
      expireAt: exp,
      wsUrl: `ws://127.0.0.1:${ctx.ports.api}/ws/chat`,
    });
  });
}
