/** What the chat socket says (sandbox `/ws/chat`), narrowed from untrusted JSON. */
export interface ChatUser {
  id?: number | string;
  userName: string;
  nickName?: string | null;
  vipLevel?: number;
  role?: string;
}

export interface ChatGift {
  id: number | string;
  /** The gift's code: the viewer's language names it (gift-name.ts). */
  code?: string;
  name: string;
  icon?: string;
  price?: number;
}

export interface ChatItem {
  id: string;
  kind: 'message' | 'gift';
  at: number;
  user: ChatUser;
  text?: string;
  gift?: ChatGift;
  count?: number;
}

type Raw = Record<string, unknown>;

const isObj = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

function toUser(v: unknown): ChatUser | null {
  if (!isObj(v)) return null;
  const userName = str(v.userName);
  if (!userName) return null;
  return {
    id: num(v.id) ?? str(v.id),
    userName,
    nickName: str(v.nickName) ?? null,
    vipLevel: num(v.vipLevel),
    role: str(v.role),
  };
}

/** A message or gift event as a list item; gifts carry no server id, so one is derived (stable across history replays). */
export function toChatItem(ev: unknown): ChatItem | null {
  if (!isObj(ev)) return null;
  const user = toUser(ev.user);
  const at = num(ev.at) ?? 0;
  if (!user) return null;
  if (ev.type === 'message') {
    const id = str(ev.id) ?? (num(ev.id) !== undefined ? String(ev.id) : undefined);
    const text = str(ev.text);
    if (!id || text === undefined) return null;
    return { id, kind: 'message', at, user, text };
  }
  if (ev.type === 'gift' && isObj(ev.gift)) {
    const g = ev.gift;
    const name = str(g.name);
    const gid = num(g.id) ?? str(g.id);
    if (!name || gid === undefined) return null;
    const count = num(ev.count) ?? 1;
    return {
      id: `gift-${at}-${user.userName}-${gid}-${count}`,
      kind: 'gift',
      at,
      user,
      gift: { id: gid, code: str(g.code), name, icon: str(g.icon), price: num(g.price) },
      count,
    };
  }
  return null;
}

export type ServerEvent =
  | { type: 'welcome'; readOnly: boolean; userName: string; history: ChatItem[]; count?: number }
  | { type: 'item'; item: ChatItem }
  | { type: 'count'; count: number }
  | { type: 'error'; code?: number; msg: string; until?: number }
  | { type: 'ban'; userName?: string; until?: number }
  | { type: 'push-order' }
  | { type: 'status'; status: number }
  | { type: 'pong' }
  | { type: 'ignored' };

/** Parses one socket frame; anything unknown is ignored rather than trusted. */
export function parseServerEvent(data: unknown): ServerEvent {
  let ev: unknown;
  try {
    ev = typeof data === 'string' ? JSON.parse(data) : null;
  } catch {
    return { type: 'ignored' };
  }
  if (!isObj(ev)) return { type: 'ignored' };
  switch (ev.type) {
    case 'welcome':
      return {
        type: 'welcome',
        readOnly: ev.readOnly === true,
        userName: str(ev.userName) ?? '',
        history: (Array.isArray(ev.history) ? ev.history : [])
          .map(toChatItem)
          .filter((x): x is ChatItem => x !== null),
        count: num(ev.count),
      };
    case 'message':
    case 'gift': {
      const item = toChatItem(ev);
      return item ? { type: 'item', item } : { type: 'ignored' };
    }
    case 'join':
    case 'leave':
      return num(ev.count) !== undefined
        ? { type: 'count', count: num(ev.count)! }
        : { type: 'ignored' };
    case 'error':
      return { type: 'error', code: num(ev.code), msg: str(ev.msg) ?? '', until: num(ev.until) };
    case 'ban':
      return { type: 'ban', userName: str(ev.userName), until: num(ev.until) };
    case 'push-order':
      return { type: 'push-order' };
    case 'status':
      return { type: 'status', status: num(ev.status) ?? 0 };
    case 'pong':
      return { type: 'pong' };
    default:
      return { type: 'ignored' };
  }
}
