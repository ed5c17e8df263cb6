import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { addBan, activeBan } from './bans';
import { CHAT_CAP_CLOSE, createChatCaps } from './chat-caps';
import { verifyChat, sessionHash } from './chat-sig';
import { Codes } from './codes';
import type { ChatBus, Ctx } from './context';
import { kvGet } from './db/open';
import { CHATROOM_CONFIG } from './seed';
import { shieldedWordsOf } from './routes/live/shielded-words';
import { userById } from './users';

interface Member {
  socket: WebSocket;
  room: number;
  uid: number | null;
  name: string;
  readOnly: boolean;
  sent: number[];
  lastTexts: string[];
}

type Config = typeof CHATROOM_CONFIG;

const HISTORY = 50;

/** Normal closure (RFC 6455): the test hook drops sockets the way a restarting server would. */
const NORMAL_CLOSE = 1000;

const droppers = new WeakMap<Ctx, (room: number | null) => number>();

/**
 * Test hook behind `POST /__admin/chat/drop`: closes every chat socket (or one room's) from the
 * server side with a normal close; returns how many were closed.
 */
export function dropChatSockets(ctx: Ctx, room: number | null): number {
  return droppers.get(ctx)?.(room) ?? 0;
}

function send(socket: WebSocket, event: Record<string, unknown>): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

function maskWords(text: string, words: string[]): string {
  let out = text;
  for (const w of words) {
    if (!w) continue;
    const re = new RegExp(w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    out = out.replace(re, '*'.repeat(w.length));
  }
  return out;
}

/** Registers GET /ws/chat?sig=… and installs ctx.chat. */
export async function registerChat(app: FastifyInstance, ctx: Ctx): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 8 * 1024 } });
  const rooms = new Map<number, Set<Member>>();
  const history = new Map<number, Record<string, unknown>[]>();
  const caps = createChatCaps(ctx.config.chatCaps);
  let seq = 0;

  const bus: ChatBus = {
    broadcast: (room, event) => {
      const ev: Record<string, unknown> = { ...event, at: Date.now() };
      if (ev.type === 'message' || ev.type === 'gift') {
        const h = history.get(room) ?? [];
        h.push(ev);
        if (h.length > HISTORY) h.shift();
        history.set(room, h);
      }
      for (const m of rooms.get(room) ?? []) send(m.socket, ev);
    },
    notifyUser: (userId, room, event) => {
      for (const [r, members] of rooms)
        if (room === null || r === room)
          for (const m of members) if (m.uid === userId) send(m.socket, event);
    },
    roomSize: (room) => rooms.get(room)?.size ?? 0,
    roomMembers: (room) => {
      const seen = new Map<number, string>();
      for (const m of rooms.get(room) ?? []) if (m.uid !== null) seen.set(m.uid, m.name);
      return [...seen].map(([id, userName]) => ({ id, userName }));
    },
  };
  ctx.chat = bus;
  droppers.set(ctx, (room) => {
    let n = 0;
    for (const [r, members] of rooms)
      if (room === null || r === room)
        for (const m of members) {
          m.socket.close(NORMAL_CLOSE, 'dropped by the sandbox');
          n += 1;
        }
    return n;
  });

  // Shielded words are per room (and site-wide ones): issue 49 #2.
  const words = (room: number) => ({
    sensitive: kvGet<string[]>(ctx.db, 'sensitiveWords') ?? [],
    shielded: shieldedWordsOf(ctx.db, room),
  });

  app.get('/ws/chat', { websocket: true }, (socket, req) => {
    const q = req.query as { sig?: string };
    const claims = verifyChat(q.sig ?? '', ctx.config.chatSigSecret);
    if (!claims) {
      setImmediate(() => {
        send(socket, {
          type: 'error',
          code: Codes.LOGIN_EXPIRED,
          msg: 'Invalid or expired signature',
        });
        socket.close(4001, 'invalid signature');
      });
      return;
    }
    if (claims.uid !== null) {
      // The signature is bound to a live session: logging out or expiring it closes chat access too.
      const sessions = ctx.db
        .prepare('SELECT token FROM sessions WHERE user_id = ? AND expires_at > ?')
        .all(claims.uid, Date.now()) as { token: string }[];
      if (!sessions.some((s) => sessionHash(s.token) === claims.sess)) {
        setImmediate(() => {
          send(socket, { type: 'error', code: Codes.LOGIN_EXPIRED, msg: 'Login expired' });
          socket.close(4001, 'session expired');
        });
        return;
      }
    }
    const slot = caps.acquire(q.sig ?? '', req.ip);
    if ('refused' in slot) {
      setImmediate(() => {
        send(socket, {
          type: 'error',
          code: Codes.TOO_MANY_ATTEMPTS,
          msg: `Too many chat connections from this ${slot.refused}`,
        });
        socket.close(CHAT_CAP_CLOSE, 'too many connections');
      });
      return;
    }
    const me: Member = {
      socket,
      room: claims.room,
      uid: claims.uid,
      name: claims.name,
      readOnly: claims.ro,
      sent: [],
      lastTexts: [],
    };
    const set = rooms.get(me.room) ?? new Set<Member>();
    set.add(me);
    rooms.set(me.room, set);
    // Deferred one tick so the greeting never rides in the same chunk as the 101 upgrade response.
    setImmediate(() => {
      send(socket, {
        type: 'welcome',
        room: me.room,
        readOnly: me.readOnly,
        userName: me.name,
        history: history.get(me.room) ?? [],
        count: set.size,
      });
      bus.broadcast(me.room, { type: 'join', userName: me.name, count: set.size });
    });

    socket.on('message', (raw: Buffer) => {
      let msg: { type?: string; text?: unknown };
      try {
        msg = JSON.parse(raw.toString('utf8')) as { type?: string; text?: unknown };
      } catch {
        send(socket, { type: 'error', code: Codes.ILLEGAL_INPUT, msg: 'Messages are JSON' });
        return;
      }
      if (msg.type === 'ping') {
        send(socket, { type: 'pong', at: Date.now() });
        return;
      }
      if (msg.type !== 'message') {
        send(socket, { type: 'error', code: Codes.ILLEGAL_INPUT, msg: 'Unknown message type' });
        return;
      }
      if (me.readOnly || me.uid === null) {
        send(socket, { type: 'error', code: Codes.LOGIN_EXPIRED, msg: 'Log in to chat' });
        return;
      }
      const cfg = kvGet<Config>(ctx.db, 'chatroomConfig') ?? CHATROOM_CONFIG;
      const user = userById(ctx.db, me.uid);
      if (!user) return;
      const ban = activeBan(ctx.db, me.uid, me.room);
      if (ban) {
        send(socket, { type: 'error', code: Codes.BANNED, msg: 'You are muted', until: ban.until });
        return;
      }
      if (!cfg.speakSwitch || user.vip_level < cfg.speakVipLevel) {
        send(socket, {
          type: 'error',
          code: Codes.FORBIDDEN,
          msg: `Chat needs VIP ${cfg.speakVipLevel}`,
        });
        return;
      }
      const text = typeof msg.text === 'string' ? msg.text.trim() : '';
      if (!text || text.length > cfg.maxLength) {
        send(socket, {
          type: 'error',
          code: Codes.ILLEGAL_INPUT,
          msg: `1 to ${cfg.maxLength} characters`,
        });
        return;
      }
      const now = Date.now();
      me.sent = me.sent.filter((t) => now - t < cfg.floodWindowS * 1000);
      me.sent.push(now);
      me.lastTexts = [...me.lastTexts, text.toLowerCase()].slice(-cfg.repeatNum);
      const repeated =
        me.lastTexts.length >= cfg.repeatNum && me.lastTexts.every((t) => t === me.lastTexts[0]);
      if (me.sent.length > cfg.floodMax || repeated) {
        const until = now + cfg.autoMuteMinutes * 60_000;
        addBan(ctx.db, {
          userId: me.uid,
          streamId: me.room,
          operatorId: 0,
          minutes: cfg.autoMuteMinutes,
          reason: repeated ? 'auto: repeated messages' : 'auto: flooding',
          banType: 2,
        });
        send(socket, { type: 'error', code: Codes.BANNED, msg: 'Muted for flooding', until });
        return;
      }
      const w = words(me.room);
      const lower = text.toLowerCase();
      if (w.shielded.some((s) => s && lower.includes(s))) {
        send(socket, {
          type: 'error',
          code: Codes.WARNING,
          msg: 'Message contains a blocked word',
        });
        return;
      }
      seq += 1;
      bus.broadcast(me.room, {
        type: 'message',
        id: `${me.room}-${seq}`,
        text: maskWords(text, w.sensitive),
        user: {
          id: user.id,
          userName: user.user_name,
          nickName: user.nick_name,
          vipLevel: user.vip_level,
          role: user.role,
        },
      });
    });

    socket.on('close', () => {
      slot.release();
      set.delete(me);
      bus.broadcast(me.room, { type: 'leave', userName: me.name, count: set.size });
    });
  });
}
