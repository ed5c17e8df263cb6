import type { FastifyInstance } from 'fastify';
import type { ShieldedWordBody } from '@app/shared/api';
import { bodyOf } from '../../http/untrusted';
import type { Ctx } from '../../context';
import { CHAT_SIG_TTL_MS, sessionHash, signChat } from '../../chat-sig';
import { kvGet } from '../../db/open';
import { ok } from '../../envelope';
import { illegal } from '../../errors';
import { randomToken } from '../../ids';
import { CHATROOM_CONFIG } from '../../seed';
import { getStream } from '../../streams';
import { requestToken, sessionUser } from '../../users';
import { L, anchorOnly, idOf, text } from './helpers';

/** Chat room configuration, word lists and the signature of the chat WebSocket. */
export function registerChatroomRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post(`${L}/chatroom/config/info`, async () =>
    ok(kvGet(ctx.db, 'chatroomConfig') ?? CHATROOM_CONFIG),
  );

  app.get(`${L}/sensitive/word/list`, async () =>
    ok(kvGet<string[]>(ctx.db, 'sensitiveWords') ?? []),
  );

  app.post(`${L}/word/shielded/save`, async (req) => {
    const user = anchorOnly(ctx, req);
    const b = bodyOf<ShieldedWordBody>(req);
    const word = text(b.word, 40, 'word');
    if (!word) throw illegal('word is required');
    ctx.db
      .prepare(
        'INSERT INTO shielded_words (word, reporter_id, stream_id, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(word, user.id, b.streamId ? Number(b.streamId) : null, Date.now());
    return ok(true);
  });

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
