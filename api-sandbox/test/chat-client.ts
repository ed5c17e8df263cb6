import { createRequire } from 'node:module';
import type { WebSocket as WsClient } from '@fastify/websocket';

export type Ev = Record<string, unknown> & { type: string };

// A real TCP client: `ws` is resolved through @fastify/websocket, which depends on it.
const WebSocketClient = createRequire(require.resolve('@fastify/websocket'))('ws') as new (
  url: string,
) => WsClient;

/** Connects to the sandbox at `api` over TCP with a chat signature and collects events. */
export async function connectChat(api: string, sig: string) {
  const events: Ev[] = [];
  const ws = new WebSocketClient(
    `${api.replace('http', 'ws')}/ws/chat?sig=${encodeURIComponent(sig)}`,
  );
  ws.on('message', (d: Buffer) => events.push(JSON.parse(d.toString()) as Ev));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const next = async (type: string, from = 0): Promise<Ev> => {
    for (let i = 0; i < 100; i += 1) {
      const e = events.slice(from).find((x) => x.type === type);
      if (e) return e;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${type} event; got ${JSON.stringify(events)}`);
  };
  const say = (text: string) => ws.send(JSON.stringify({ type: 'message', text }));
  const closed = new Promise<number>((r) => ws.on('close', (code: number) => r(code)));
  /** Closes with a full handshake (a terminated peer leaves the server waiting for its close timeout). */
  const close = async () => {
    if (ws.readyState === ws.OPEN) ws.close();
    return closed;
  };
  return { ws, events, next, say, close, closed };
}
