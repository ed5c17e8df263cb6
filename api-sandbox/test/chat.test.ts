import type { Started } from './helpers';
import { connectChat } from './chat-client';
import { SEED, call, login, start } from './helpers';

let s: Started;
let api: string;

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
});
afterAll(async () => {
  await s.stop();
});

const connect = (sig: string) => connectChat(api, sig);

test('signature is bound to the session; guests are read-only', async () => {
  const guest = (await call(api, '/api/live/chatroom/getSig/1')).body.data;
  expect(guest.readOnly).toBe(true);
  const g = await connect(guest.sig);
  await g.next('welcome');
  g.say('hello');
  expect((await g.next('error')).code).toBe(401001);

  const token = await login(api, ...SEED.member);
  const sig = (await call(api, '/api/live/chatroom/getSig/1', { token })).body.data;
  expect(sig).toMatchObject({ readOnly: false, userName: 'member01', roomId: 1 });
  const m = await connect(sig.sig);
  await m.next('welcome');
  m.say('Chào cả nhà, đây là scam nhé');
  const msg = await g.next('message');
  expect(msg.text).toBe('Chào cả nhà, đây là **** nhé');
  expect((msg.user as { userName: string }).userName).toBe('member01');

  // Tampered signature is refused.
  const bad = await connect(`${sig.sig.slice(0, -2)}xx`);
  expect((await bad.next('error')).code).toBe(401001);

  // Logging out invalidates the signature.
  await call(api, '/api/user/auth/logout', { token, body: {} });
  const after = await connect(sig.sig);
  expect((await after.next('error')).msg).toBe('Login expired');
  expect(await bad.closed).toBe(4001);
  expect(await after.closed).toBe(4001);
  await Promise.all([g.close(), m.close()]);
});

test('bans, shielded words and flood limit are enforced on the server; gifts are relayed', async () => {
  const anchor = await login(api, ...SEED.anchor);
  const member = await login(api, 'member02', 'Member@123');
  const m = await connect(
    (await call(api, '/api/live/chatroom/getSig/1', { token: member })).body.data.sig,
  );
  await m.next('welcome');

  await call(api, '/api/live/word/shielded/save', {
    token: anchor,
    body: { word: 'kèo bịp', streamId: 1 },
  });
  m.say('đây là kèo bịp');
  expect((await m.next('error')).code).toBe(1009000043);

  await call(api, '/api/live/gift/profit/save', {
    token: member,
    body: { streamId: 1, giftId: 1, count: 1 },
  });
  expect(((await m.next('gift')).gift as { name: string }).name).toBe('Hoa hồng');

  const ban = await call(api, '/api/user/banLog/save', {
    token: anchor,
    body: { userName: 'member02', streamId: 1, minutes: 5, reason: 'spam' },
  });
  expect(ban.body.code).toBe(200);
  await m.next('ban');
  const n = m.events.length;
  m.say('xin chào');
  expect((await m.next('error', n)).code).toBe(3002);
  const info = await call(api, '/api/user/banLog/banInfo', {
    token: member,
    body: { streamId: 1 },
  });
  expect(info.body.data.banned).toBe(true);
  // Anchors cannot mute other anchors or admins.
  expect(
    (
      await call(api, '/api/user/banLog/save', {
        token: anchor,
        body: { userName: 'admin01', streamId: 1 },
      })
    ).body.code,
  ).toBe(403001);
  const list = await call(api, '/api/user/banLog/list', { token: anchor, body: {} });
  await call(api, '/api/user/banLog/batchUntie', {
    token: anchor,
    body: { ids: [list.body.data.records[0].id] },
  });

  const other = await login(api, ...SEED.member);
  const flooder = await connect(
    (await call(api, '/api/live/chatroom/getSig/1', { token: other })).body.data.sig,
  );
  await flooder.next('welcome');
  const start = flooder.events.length;
  for (let i = 0; i < 7; i += 1) flooder.say(`tin ${i}`);
  const err = await flooder.next('error', start);
  expect(err.code).toBe(3002);
  await Promise.all([m.close(), flooder.close()]);
});
