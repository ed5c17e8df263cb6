import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { getChatSig } from '@app/shared/api/live';
import { getRuntimeConfig } from '@app/shared/client';
import type { ChatItem } from '../lib/chat-events';
import { parseServerEvent } from '../lib/chat-events';
import { backoffDelay } from '../lib/chat-list';
import type { PongWatch } from '../lib/chat-liveness';
import { onReconnectHints, watchPongs } from '../lib/chat-liveness';
import { chatReducer, INITIAL_CHAT } from '../lib/chat-state';

/** Close code (application range) of a socket replaced after missing its pongs. */
const NO_PONG_CLOSE = 4000;

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
 * (bound to the session on the server), history on join, reconnect with backoff, a socket that
 * misses two pongs replaced, and an immediate reconnect on `online` or when the page is visible again.
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
    let fetching = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let watch: PongWatch | undefined;

    const schedule = () => {
      if (closed) return;
      dispatch({ type: 'socket', status: 'reconnecting' });
      retry = setTimeout(() => void connect(), backoffDelay(attempt));
      attempt += 1;
    };

    /** Stops listening to a socket and closes it without waiting for its close handshake. */
    const abandon = (ws: WebSocket, code: number, reason: string) => {
      watch?.stop();
      watch = undefined;
      ws.onopen = ws.onmessage = ws.onclose = null;
      if (socketRef.current === ws) socketRef.current = null;
      ws.close(code, reason);
    };

    const connect = async () => {
      retry = undefined;
      let url: string;
      fetching = true;
      try {
        const sig = await getChatSig(streamId);
        url = socketUrl(sig.wsUrl, sig.sig);
      } catch {
        schedule();
        return;
      } finally {
        fetching = false;
      }
      if (closed) return;
      const ws = new WebSocket(url);
      socketRef.current = ws;
      ws.onopen = () => {
        attempt = 0;
        watch = watchPongs(
          () => ws.send(JSON.stringify({ type: 'ping' })),
          () => {
            // Two pings unanswered: a half-open socket; a new one with a new signature.
            abandon(ws, NO_PONG_CLOSE, 'no pong');
            schedule();
          },
        );
      };
      ws.onmessage = (e: MessageEvent) => {
        const event = parseServerEvent(e.data);
        if (event.type === 'pong') return watch?.pong();
        dispatch({ type: 'server', event });
        if (event.type === 'item' && event.item.kind === 'gift') onGiftRef.current?.(event.item);
      };
      ws.onclose = () => {
        watch?.stop();
        watch = undefined;
        if (socketRef.current === ws) socketRef.current = null;
        schedule();
      };
    };

    /** `online` or the page visible again: reconnect now, unless a socket is open or on its way. */
    const reconnectNow = () => {
      const ws = socketRef.current;
      if (closed || fetching) return;
      if (ws && (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING))
        return;
      if (ws) abandon(ws, 1000, 'reconnecting');
      clearTimeout(retry);
      attempt = 0;
      dispatch({ type: 'socket', status: 'connecting' });
      void connect();
    };
    const stopHints = onReconnectHints(reconnectNow);

    dispatch({ type: 'socket', status: 'connecting' });
    void connect();
    return () => {
      closed = true;
      stopHints();
      clearTimeout(retry);
      const ws = socketRef.current;
      if (ws) abandon(ws, 1000, 'leaving');
      else watch?.stop();
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
