import { connectChat } from './chat-client';
import type { Started } from './helpers';
import { SEED, call, login, start } from './helpers';

// Issue 11 "Done when": a socket dropped by the sandbox reconnects without duplicating the history.
// POST /__admin/chat/drop is the test hook the end-to-end journey uses.
let s: Started;
let api: string;

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
});
afterAll(async () => {
  await s.stop();
});

const sigOf = async (room: number, token?: string) =>
  (await call(api, `/api/live/chatroom/getSig/${room}`, { token })).body.data.sig as string;
const drop = async (body: unknown) => call(api, '/__admin/chat/drop', { body });

test('drops one room’s sockets with a normal close; the reconnect replays each message once', async () => {
  const token = await login(api, ...SEED.member);
  const a = await connectChat(api, await sigOf(1, token));
  await a.next('welcome');
  a.say('trước khi rớt mạng');
  const sent = await a.next('message');
  const other = await connectChat(api, await sigOf(2));
  await other.next('welcome');

  const res = await drop({ roomId: 1 });
  expect(res.body).toMatchObject({ code: 200, data: { dropped: 1 } });
  expect(await a.closed).toBe(1000);
  expect(other.ws.readyState).toBe(other.ws.OPEN);

  const again = await connectChat(api, await sigOf(1, token));
  const welcome = await again.next('welcome');
  const ids = (welcome.history as { id?: string }[]).map((m) => m.id).filter(Boolean);
  expect(ids.filter((id) => id === sent.id)).toHaveLength(1);
  expect(new Set(ids).size).toBe(ids.length);
  again.say('sau khi nối lại');
  const after = await again.next('message');
  expect(after.id).not.toBe(sent.id);

  expect((await drop({})).body.data.dropped).toBe(2);
  expect(await Promise.all([again.closed, other.closed])).toEqual([1000, 1000]);
});

test('refuses a room id that is not a positive integer', async () => {
  expect((await drop({ roomId: 'all' })).body.code).not.toBe(200);
  expect((await drop({ roomId: 0 })).body.code).not.toBe(200);
});
