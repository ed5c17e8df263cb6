import type { Started } from './helpers';
import { connectChat } from './chat-client';
import { CHAT_CAP_CLOSE } from '../src/chat-caps';
import { SEED, call, login, start } from './helpers';

// Issue 49 #11: one guest signature used to open 100 sockets. Small caps to see them bite.
let s: Started;
let api: string;

beforeAll(async () => {
  s = await start({ CHAT_MAX_SOCKETS_PER_SIG: '2', CHAT_MAX_SOCKETS_PER_IP: '3' });
  api = s.sb.apiUrl;
});
afterAll(async () => {
  await s.stop();
});

const guestSig = async (room = 1) =>
  (await call(api, `/api/live/chatroom/getSig/${room}`)).body.data.sig as string;

test('a signature opens at most CHAT_MAX_SOCKETS_PER_SIG sockets; closing one frees its slot', async () => {
  const sig = await guestSig();
  const a = await connectChat(api, sig);
  const b = await connectChat(api, sig);
  await Promise.all([a.next('welcome'), b.next('welcome')]);

  const c = await connectChat(api, sig);
  expect(await c.next('error')).toMatchObject({
    code: 1012,
    msg: 'Too many chat connections from this signature',
  });
  expect(await c.closed).toBe(CHAT_CAP_CLOSE);
  expect(c.events.some((e) => e.type === 'welcome')).toBe(false);

  await a.close();
  await b.next('leave'); // the server has released a's slot
  const d = await connectChat(api, sig);
  await d.next('welcome');
  await Promise.all([b.close(), d.close()]);
});

test('an address opens at most CHAT_MAX_SOCKETS_PER_IP sockets, whatever the signatures', async () => {
  const token = await login(api, ...SEED.member);
  const member = (await call(api, '/api/live/chatroom/getSig/2', { token })).body.data.sig;
  const open = [
    await connectChat(api, await guestSig(1)),
    await connectChat(api, await guestSig(2)),
    await connectChat(api, member),
  ];
  await Promise.all(open.map((o) => o.next('welcome')));

  const extra = await connectChat(api, await guestSig(3));
  expect(await extra.next('error')).toMatchObject({
    code: 1012,
    msg: 'Too many chat connections from this address',
  });
  expect(await extra.closed).toBe(CHAT_CAP_CLOSE);

  await open[1]!.close();
  await open[2]!.next('leave'); // same room: the server has released the slot
  const again = await connectChat(api, await guestSig(3));
  await again.next('welcome');
  await Promise.all([open[0]!, open[2]!, again].map((o) => o.close()));
});
