import type { Json, Started } from './helpers';
import { SEED, call, login, start } from './helpers';
import { connectChat } from './chat-client';

// Issue 49 #1 and #2: an anchor writes only into the rooms they own (a super admin into any);
// shielded words belong to one room, site-wide ones are a super admin's.
let s: Started;
let api: string;
let anchor01: string;
let admin: string;

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
  anchor01 = await login(api, ...SEED.anchor);
  admin = await login(api, ...SEED.admin);
});
afterAll(async () => {
  await s.stop();
});

/** A stream of another anchor (anchor04; upcoming ones: anchor02) in a status, from the database. */
function foreignStream(status: number): { id: number; status: number; title: string } {
  const owner = status === 1 ? 'anchor02' : 'anchor04';
  return s.sb.ctx.db
    .prepare(
      `SELECT s.id, s.status, s.title FROM streams s JOIN users u ON u.id = s.anchor_id
       WHERE u.user_name = ? AND s.status = ? ORDER BY s.id LIMIT 1`,
    )
    .get(owner, status) as { id: number; status: number; title: string };
}
const count = (sql: string, ...args: unknown[]) =>
  (s.sb.ctx.db.prepare(sql).get(...args) as { n: number }).n;

interface Write {
  name: string;
  method?: string;
  path: string;
  body: (streamId: number) => Json;
  status: number;
  /** What the refused write would have changed (must stay the same). */
  effect: (streamId: number) => unknown;
}

const streamRow = (id: number) =>
  s.sb.ctx.db
    .prepare('SELECT title, status, fee_amount, tags, notice FROM streams WHERE id = ?')
    .get(id);

const WRITES: Write[] = [
  {
    name: 'push/order/save (a paid tip)',
    path: '/api/live/push/order/save',
    body: (streamId) => ({ streamId, content: { tip: 'x' }, fee: 5000 }),
    status: 2,
    effect: (id) => count('SELECT COUNT(*) AS n FROM push_orders WHERE stream_id = ?', id),
  },
  {
    name: 'word/shielded/save',
    path: '/api/live/word/shielded/save',
    body: (streamId) => ({ streamId, word: 'foreignword' }),
    status: 2,
    effect: () => count("SELECT COUNT(*) AS n FROM shielded_words WHERE word = 'foreignword'"),
  },
  {
    name: 'banLog/save',
    path: '/api/user/banLog/save',
    body: (streamId) => ({ streamId, userName: 'member02', minutes: 5 }),
    status: 2,
    effect: (id) => count('SELECT COUNT(*) AS n FROM bans WHERE stream_id = ?', id),
  },
  {
    name: 'stream/update (title, cover tags and fee settings)',
    path: '/api/live/stream/update',
    body: (id) => ({ id, title: 'hijacked', tags: ['Hot'], feeAmount: 99_000 }),
    status: 2,
    effect: streamRow,
  },
  {
    name: 'stream/stop',
    path: '/api/live/stream/stop',
    body: (id) => ({ id }),
    status: 2,
    effect: streamRow,
  },
  {
    name: 'stream/cancel',
    path: '/api/live/stream/cancel',
    body: (id) => ({ id }),
    status: 1,
    effect: streamRow,
  },
  {
    name: 'stream/start',
    path: '/api/live/stream/start',
    body: (id) => ({ id }),
    status: 1,
    effect: streamRow,
  },
  {
    name: 'stream/schedule (issue 51: moving an upcoming stream)',
    path: '/api/live/stream/schedule',
    body: (id) => ({ id, startTime: Date.now() + 3 * 3_600_000 }),
    status: 1,
    effect: () => s.sb.ctx.db.prepare('SELECT status, start_time FROM streams').all(),
  },
  {
    name: 'satellite/save (a push key for the stream)',
    path: '/api/live/satellite/save',
    body: (streamId) => ({ streamId, name: 'main' }),
    status: 2,
    effect: () => null,
  },
];

describe.each(WRITES)('$name', (w) => {
  test("anchor01 cannot write into anchor04's stream: 403001, nothing changes", async () => {
    const target = foreignStream(w.status);
    const before = w.effect(target.id);
    const r = await call(api, w.path, {
      method: w.method,
      token: anchor01,
      body: w.body(target.id),
    });
    expect(r.body.code).toBe(403001);
    expect(w.effect(target.id)).toEqual(before);
  });
});

test('a super admin may write into any stream', async () => {
  const target = foreignStream(2);
  const tip = await call(api, '/api/live/push/order/save', {
    token: admin,
    body: { streamId: target.id, content: { tip: 'admin' } },
  });
  expect(tip.body.code).toBe(200);
  const key = await call(api, '/api/live/satellite/save', {
    token: admin,
    body: { streamId: target.id },
  });
  expect(key.body).toMatchObject({ code: 200, data: { streamId: target.id } });
});

test("a paid tip posted into another anchor's room can no longer be sold there", async () => {
  const target = foreignStream(2);
  await call(api, '/api/live/push/order/save', {
    token: anchor01,
    body: { streamId: target.id, content: { tip: 'paid' }, fee: 5000 },
  });
  const list = await call(api, '/api/live/push/order/list', { body: { streamId: target.id } });
  const anchorId = (
    s.sb.ctx.db.prepare("SELECT id FROM users WHERE user_name = 'anchor01'").get() as { id: number }
  ).id;
  expect((list.body.data.records as Json[]).filter((p) => p.anchorId === anchorId)).toEqual([]);
});

describe('shielded words per room', () => {
  const own = () =>
    (
      s.sb.ctx.db
        .prepare(
          `SELECT s.id FROM streams s JOIN users u ON u.id = s.anchor_id
           WHERE u.user_name = 'anchor01' AND s.status = 2 ORDER BY s.id LIMIT 1`,
        )
        .get() as { id: number }
    ).id;

  test('a word blocks only the room it was saved for', async () => {
    const mine = own();
    const other = foreignStream(2).id;
    const saved = await call(api, '/api/live/word/shielded/save', {
      token: anchor01,
      body: { streamId: mine, word: 'roomonly' },
    });
    expect(saved.body).toMatchObject({ code: 200, data: { streamId: mine, siteWide: false } });
    const member = await login(api, ...SEED.member);
    const sig = async (room: number) =>
      (await call(api, `/api/live/chatroom/getSig/${room}`, { token: member })).body.data.sig;
    const inMine = await connectChat(api, await sig(mine));
    const inOther = await connectChat(api, await sig(other));
    await Promise.all([inMine.next('welcome'), inOther.next('welcome')]);
    inMine.say('this is roomonly');
    expect((await inMine.next('error')).code).toBe(1009000043);
    const n = inOther.events.length;
    inOther.say('this is roomonly');
    const echoed = await inOther.next('message', n);
    expect(echoed.text).toBe('this is roomonly');
    await Promise.all([inMine.close(), inOther.close()]);
  });

  test('an anchor cannot save a site-wide word; a super admin can', async () => {
    const anchorTry = await call(api, '/api/live/word/shielded/save', {
      token: anchor01,
      body: { word: 'everywhere' },
    });
    expect(anchorTry.body.code).toBe(1000);
    const adminTry = await call(api, '/api/live/word/shielded/save', {
      token: admin,
      body: { word: 'everywhere' },
    });
    expect(adminTry.body).toMatchObject({ code: 200, data: { siteWide: true } });
  });

  test('an anchor lists and removes their own words, not another room’s', async () => {
    const mine = own();
    await call(api, '/api/live/word/shielded/save', {
      token: anchor01,
      body: { streamId: mine, word: 'removable' },
    });
    const anchor04 = await login(api, 'anchor04', 'Anchor@123');
    const theirs = await call(api, '/api/live/word/shielded/save', {
      token: anchor04,
      body: { streamId: foreignStream(2).id, word: 'notyours' },
    });
    const list = await call(api, '/api/live/word/shielded/list', { token: anchor01, body: {} });
    const words = (list.body.data as Json[]).map((w) => w.word);
    expect(words).toContain('removable');
    expect(words).not.toContain('notyours');
    expect(words).not.toContain('everywhere');
    const refused = await call(api, '/api/live/word/shielded/remove', {
      token: anchor01,
      body: { id: theirs.body.data.id },
    });
    expect(refused.body.code).toBe(403001);
    const id = (list.body.data as Json[]).find((w) => w.word === 'removable').id;
    const removed = await call(api, '/api/live/word/shielded/remove', {
      token: anchor01,
      body: { id },
    });
    expect(removed.body.code).toBe(200);
    const after = await call(api, '/api/live/word/shielded/list', {
      token: anchor01,
      body: { streamId: mine },
    });
    expect((after.body.data as Json[]).map((w) => w.word)).not.toContain('removable');
  });
});
