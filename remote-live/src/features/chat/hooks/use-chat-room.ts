import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { getChatSig } from '@app/shared/api/live';
import { getRuntimeConfig } from '@app/shared/client';
import type { ChatItem } from '../lib/chat-events';
import { parseServerEvent } from '../lib/chat-events';
import { backoffDelay } from '../lib/chat-list';
import { chatReducer, INITIAL_CHAT } from '../lib/chat-state';

const PING_MS = 25_000;

export interface ChatRoomOptions {
  /** Changes when the member logs in or out: a new signature is needed. */
  sessionKey: string;
  /** Live gift events (never the history), for the animation queue. */
  onGift?: (item: ChatItem) => void;
}

function socketUrl(wsUrl: string | undefined, sig: string): string {
  const base = wsUrl ?? `${getRuntimeConfig().apiBaseUrl.replace(/^http/, 'ws')}/ws/chat`;
  return `${base}?sig=${encodeURIComponent(sig)}`;
}

/**
 * The room's chat over the server's WebSocket: a fresh signature from getSig for every connection
 * (bound to the session on the server), history on join, reconnect with backoff, ping to keep alive.
 */
export function useChatRoom(streamId: string, { sessionKey, onGift }: ChatRoomOptions) {
  const [state, dispatch] = useReducer(chatReducer, INITIAL_CHAT);
  const socketRef = useRef<WebSocket | null>(null);
  const onGiftRef = useRef(onGift);
  useLayoutEffect(() => {
    onGiftRef.current = onGift;
  });

  useEffect(() => {
    let closed = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;

    const schedule = () => {
      if (closed) return;
      dispatch({ type: 'socket', status: 'reconnecting' });
      retry = setTimeout(() => void connect(), backoffDelay(attempt));
      attempt += 1;
    };

    const connect = async () => {
      let url: string;
      try {
        const sig = await getChatSig(streamId);
        url = socketUrl(sig.wsUrl, sig.sig);
      } catch {
        schedule();
        return;
      }
      if (closed) return;
      const ws = new WebSocket(url);
      socketRef.current = ws;
      ws.onopen = () => {
        attempt = 0;
        ping = setInterval(() => ws.send(JSON.stringify({ type: 'ping' })), PING_MS);
      };
      ws.onmessage = (e: MessageEvent) => {
        const event = parseServerEvent(e.data);
        dispatch({ type: 'server', event });
        if (event.type === 'item' && event.item.kind === 'gift') onGiftRef.current?.(event.item);
      };
      ws.onclose = () => {
        clearInterval(ping);
        if (socketRef.current === ws) socketRef.current = null;
        schedule();
      };
    };

    dispatch({ type: 'socket', status: 'connecting' });
    void connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      const ws = socketRef.current;
      socketRef.current = null;
      if (ws) {
        ws.onclose = null;
        ws.close(1000, 'leaving');
      }
    };
  }, [streamId, sessionKey]);

  /** Sends one message; false when the socket is not open (the input keeps the text). */
  const send = useCallback((text: string): boolean => {
    const ws = socketRef.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify({ type: 'message', text }));
    return true;
  }, []);

  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);

  return { state, send, dismiss };
}
