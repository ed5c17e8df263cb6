import type { ChatItem, ServerEvent } from './chat-events';
import { mergeItems } from './chat-list';

export type ChatStatus = 'connecting' | 'open' | 'reconnecting';

/** What the member is told after the server refused something (ban, flood, blocked word, login). */
export interface ChatNotice {
  kind: 'banned' | 'refused' | 'login';
  msg: string;
  until?: number;
}

export interface ChatState {
  status: ChatStatus;
  items: ChatItem[];
  readOnly: boolean;
  me: string | null;
  count: number | null;
  notice: ChatNotice | null;
  /** Bumped by a push-order event so the tips panel refetches. */
  tipsVersion: number;
  /** Set when the anchor stops the stream. */
  streamStatus: number | null;
}

export const INITIAL_CHAT: ChatState = {
  status: 'connecting',
  items: [],
  readOnly: true,
  me: null,
  count: null,
  notice: null,
  tipsVersion: 0,
  streamStatus: null,
};

export type ChatAction =
  | { type: 'server'; event: ServerEvent }
  | { type: 'socket'; status: ChatStatus }
  | { type: 'dismiss' };

/** Server codes (SPEC §8) the notice is chosen by. */
const BANNED = 3002;
const LOGIN_EXPIRED = 401001;

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  if (action.type === 'socket') return { ...state, status: action.status };
  if (action.type === 'dismiss') return { ...state, notice: null };
  const ev = action.event;
  switch (ev.type) {
    case 'welcome':
      return {
        ...state,
        status: 'open',
        readOnly: ev.readOnly,
        me: ev.userName,
        count: ev.count ?? state.count,
        items: mergeItems(state.items, ev.history),
      };
    case 'item':
      return { ...state, items: mergeItems(state.items, [ev.item]) };
    case 'count':
      return { ...state, count: ev.count };
    case 'error':
      return {
        ...state,
        notice: {
          kind:
            ev.until || ev.code === BANNED
              ? 'banned'
              : ev.code === LOGIN_EXPIRED
                ? 'login'
                : 'refused',
          msg: ev.msg,
          until: ev.until,
        },
      };
    case 'ban':
      // The room-wide event names the muted user; the personal one carries `until` only.
      if (ev.userName && ev.userName !== state.me) return state;
      return { ...state, notice: { kind: 'banned', msg: '', until: ev.until } };
    case 'push-order':
      return { ...state, tipsVersion: state.tipsVersion + 1 };
    case 'status':
      return { ...state, streamStatus: ev.status };
    default:
      return state;
  }
}
