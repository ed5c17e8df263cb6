import type { Json, Started } from './helpers';
import { SEED, call, login, start } from './helpers';
import { connectChat } from './chat-client';
import { anchorShare } from '../src/anchor-share';

// Issue 51: the anchor studio's sandbox side — a broadcast's life cycle (draft → scheduled → live
// → ended, a new broadcast being a new stream), viewers now and at peak, paid tips that pay the
// anchor their share once, the anchor's moderation of their own room and their income totals.
let s: Started;
let api: string;
let anchor01: string;
let anchor02: string;
let member01: string;
let member02: string;

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
  [anchor01, anchor02, member01, member02] = await Promise.all([
    login(api, ...SEED.anchor),
    login(api, 'anchor02', 'Anchor@123'),
    login(api, ...SEED.member),
    login(api, 'member02', 'Member@123'),
  ]);
});
afterAll(async () => {
  await s.stop();
});

const post = (path: string, token: string | undefined, body: Json = {}) =>
  call(api, path, { token, body }).then((r) => r.body as Json);
const balanceOf = (userName: string) =>
  (
    s.sb.ctx.db.prepare('SELECT balance FROM users WHERE user_name = ?').get(userName) as {
      balance: number;
    }
  ).balance;
const HOUR = 3_600_000;

/** Ends anchor01's live streams, so a test can go live (one live stream per anchor). */
async function endLive(token = anchor01): Promise<void> {
  const mine = await post('/api/live/stream/list', token, { status: 2 });
  const me = (await call(api, '/api/member/get', { token })).body.data;
  for (const st of mine.data.records as Json[])
    if (st.anchorUserName === me.userName)
      await post('/api/live/stream/stop', token, { id: st.id });
}

describe('the life cycle of a broadcast', () => {
  test('draft → scheduled → live → ended; an ended stream stays ended, the next is new', async () => {
    await endLive();
    const draft = await post('/api/live/stream/save', anchor01, { title: 'Nháp', draft: true });
    expect(draft).toMatchObject({ code: 200, data: { status: 0, videoSources: [] } });
    const id = draft.data.id;

    // a draft is its anchor's alone
    const publicList = await post('/api/live/stream/list', member01, {});
    expect((publicList.data.records as Json[]).map((x) => x.id)).not.toContain(id);
    expect((await call(api, `/api/live/stream/getInfo/${id}`, { token: member01 })).body.code).toBe(
      404001,
    );
    const anchorId = draft.data.anchorId;
    const own = await post('/api/live/stream/list', anchor01, { anchorId });
    expect((own.data.records as Json[]).map((x) => x.id)).toContain(id);

    const later = Date.now() + 2 * HOUR;
    const scheduled = await post('/api/live/stream/schedule', anchor01, { id, startTime: later });
    expect(scheduled).toMatchObject({ code: 200, data: { status: 1 } });
    expect(Date.parse(scheduled.data.startTime)).toBe(later - (later % 1000));

    const live = await post('/api/live/stream/start', anchor01, { id });
    expect(live).toMatchObject({ code: 200, data: { status: 2 } });
    // the start makes the test video the stream's source
    expect(live.data.videoSources.map((v: Json) => v.url)).toEqual([
      expect.stringMatching(/\/media\/hls\/index\.m3u8$/),
      expect.stringMatching(/\/media\/test-clip\.mp4$/),
    ]);
    expect((await fetch(live.data.videoSources[1].url)).status).toBe(200);
    expect(live.data.liveAt).toEqual(expect.any(String));

    const ended = await post('/api/live/stream/stop', anchor01, { id });
    expect(ended).toMatchObject({ code: 200, data: { status: 3, videoSources: [] } });
    for (const path of ['start', 'schedule', 'stop', 'cancel', 'update'])
      expect(
        await post(`/api/live/stream/${path}`, anchor01, { id, title: 'again', startTime: later }),
      ).toMatchObject({ code: 3001 });

    const next = await post('/api/live/stream/save', anchor01, { title: 'Buổi mới' });
    expect(next.data).toMatchObject({ status: 2 });
    expect(next.data.id).not.toBe(id);
    await post('/api/live/stream/stop', anchor01, { id: next.data.id });
  });

  test('a new live stream is listed first among the live ones', async () => {
    await endLive();
    const mine = await post('/api/live/stream/save', anchor01, { title: 'Mới nhất' });
    const list = await post('/api/live/stream/list', member01, {});
    expect(list.data.records[0]).toMatchObject({ id: mine.data.id, status: 2 });
    await post('/api/live/stream/stop', anchor01, { id: mine.data.id });
  });

  test('a draft cannot be cancelled by another anchor, nor scheduled into the past', async () => {
    const draft = await post('/api/live/stream/save', anchor01, { title: 'Riêng', draft: true });
    const id = draft.data.id;
    expect(await post('/api/live/stream/start', anchor02, { id })).toMatchObject({ code: 403001 });
    expect(await post('/api/live/stream/cancel', anchor02, { id })).toMatchObject({
      code: 403001,
    });
    expect(
      await post('/api/live/stream/schedule', anchor01, { id, startTime: Date.now() - HOUR }),
    ).toMatchObject({ code: 1000 });
    expect(await post('/api/live/stream/cancel', anchor01, { id })).toMatchObject({
      code: 200,
      data: { status: 4 },
    });
  });

  test('the reminder count of a scheduled stream rises as members reserve it', async () => {
    const st = await post('/api/live/stream/save', anchor01, {
      title: 'Sắp tới',
      startTime: Date.now() + 3 * HOUR,
    });
    const id = st.data.id;
    const count = async () =>
      (await call(api, `/api/live/stream/countReserve/${id}`, { token: anchor01 })).body.data;
    expect(await count()).toBe(0);
    await post('/api/live/stream/reserve', member01, { id });
    await post('/api/live/stream/reserve', member02, { id });
    expect(await count()).toBe(2);
    await post('/api/live/stream/cancel', anchor01, { id });
  });
});

describe('viewers', () => {
  test('a new broadcast gathers an audience that moves, and counts the members in its room', async () => {
    await endLive();
    const st = (await post('/api/live/stream/save', anchor01, { title: 'Khán giả' })).data;
    const status = (token = anchor01) =>
      post('/api/live/stream/getStreamStatus', token, { id: st.id }).then((r) => r.data);
    const first = await status();
    expect(first.viewers).toBeLessThan(5);

    const sig = (await call(api, `/api/live/chatroom/getSig/${st.id}`, { token: member01 })).body
      .data.sig;
    const chat = await connectChat(api, sig);
    await chat.next('welcome');
    const withMember = await status();
    expect(withMember.inRoom).toBe(1);
    expect(withMember.audience).toEqual(['member01']);
    // a member does not learn who else is in the room
    expect((await status(member02)).audience).toBeUndefined();

    const seen = new Set<number>();
    for (let i = 0; i < 6; i += 1) {
      s.sb.ctx.clock.advance(20_000);
      seen.add((await status()).viewers);
    }
    expect(seen.size).toBeGreaterThan(3);
    const later = await status();
    expect(later.viewers).toBeGreaterThan(20);
    expect(later.peakViewers).toBeGreaterThanOrEqual(Math.max(...seen));

    await chat.close();
    const ended = (await post('/api/live/stream/stop', anchor01, { id: st.id })).data;
    expect(ended.viewers).toBe(0);
    expect(ended.peakViewers).toBe(later.peakViewers);
  });
});

describe('a paid tip pays its anchor their share, once per member', () => {
  test('concurrent unlocks by one member charge once; three members pay three shares', async () => {
    await endLive();
    const st = (await post('/api/live/stream/save', anchor01, { title: 'Kèo trả phí' })).data;
    const fee = 15_001;
    const tip = await post('/api/live/push/order/save', anchor01, {
      streamId: st.id,
      content: { label: 'Hà Nội', odds: 1.9 },
      fee,
    });
    const pushOrderId = tip.data.id;
    const anchorBefore = balanceOf('anchor01');
    const memberBefore = balanceOf('member01');
    const unlocks = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(api, '/api/live/relation/fee', {
          token: member01,
          body: { pushOrderId },
          headers: { 'Idempotency-Key': `unlock-${i}-${Date.now()}` },
        }),
      ),
    );
    expect(unlocks.every((u) => u.body.code === 200)).toBe(true);
    expect(balanceOf('member01')).toBe(memberBefore - fee);
    expect(balanceOf('anchor01')).toBe(anchorBefore + anchorShare(fee));
    expect(anchorShare(fee)).toBe(7_500);

    const member05 = await login(api, 'member05', 'Member@123');
    const paid = await Promise.all(
      [member02, member05].map((token) => post('/api/live/relation/fee', token, { pushOrderId })),
    );
    expect(paid.map((p) => p.code)).toEqual([200, 200]);
    expect(balanceOf('anchor01')).toBe(anchorBefore + 3 * anchorShare(fee));

    const mine = await post('/api/live/push/order/list2', anchor01, {});
    const row = (mine.data.records as Json[]).find((p) => p.id === pushOrderId);
    expect(row).toMatchObject({ unlockCount: 3, income: 3 * anchorShare(fee) });
    expect((row.unlockedBy as Json[]).map((u) => u.userName).sort()).toEqual([
      'member01',
      'member02',
      'member05',
    ]);
    const stats = await post('/api/live/statistics/sum', anchor01, {});
    expect(stats.data.paidIncomeToday).toBeGreaterThanOrEqual(3 * anchorShare(fee));

    // who followed the tip: its anchor may see, another anchor may not
    await post('/api/live/follow/order/save', member01, { pushOrderId, stake: 10_000 });
    const follows = await post('/api/live/follow/order/list', anchor01, { pushOrderId });
    expect(follows.data.records).toEqual([
      expect.objectContaining({ userName: 'member01', stake: 10_000 }),
    ]);
    expect(await post('/api/live/follow/order/list', anchor02, { pushOrderId })).toMatchObject({
      code: 403001,
    });
    await post('/api/live/stream/stop', anchor01, { id: st.id });
  });
});

describe('moderation of the anchor’s own room', () => {
  test('an anchor reads and changes the bans of their room only', async () => {
    await endLive();
    const st = (await post('/api/live/stream/save', anchor01, { title: 'Kiểm duyệt' })).data;
    const ban = await post('/api/user/banLog/save', anchor01, {
      streamId: st.id,
      userName: 'member02',
      minutes: 10,
      reason: 'spam',
    });
    const info = await post('/api/user/banLog/banInfo', anchor01, {
      streamId: st.id,
      userName: 'member02',
    });
    expect(info.data).toMatchObject({ banned: true, id: ban.data.id, reason: 'spam' });
    expect(
      await post('/api/user/banLog/banInfo', anchor02, { streamId: st.id, userName: 'member02' }),
    ).toMatchObject({ code: 403001 });
    // a member asks only about themselves
    expect(
      await post('/api/user/banLog/banInfo', member01, { streamId: st.id, userName: 'member02' }),
    ).toMatchObject({ code: 403001 });

    const foreign = await call(api, '/api/user/banLog/update', {
      method: 'PUT',
      token: anchor02,
      body: { id: ban.data.id, status: 0 },
    });
    expect(foreign.body.code).toBe(403001);
    const own = await call(api, '/api/user/banLog/update', {
      method: 'PUT',
      token: anchor01,
      body: { id: ban.data.id, minutes: 60, reason: 'spam links' },
    });
    expect(own.body.code).toBe(200);
    const after = await post('/api/user/banLog/banInfo', member02, { streamId: st.id });
    expect(after.data).toMatchObject({ banned: true, reason: 'spam links' });
    expect(after.data.until).toBeGreaterThan(Date.now() + 50 * 60_000);
    await post('/api/live/stream/stop', anchor01, { id: st.id });
  });
});

describe('gift income totals', () => {
  test('today, this week and this month in whole units, with a daily series and top gifters', async () => {
    await endLive();
    const st = (await post('/api/live/stream/save', anchor01, { title: 'Quà' })).data;
    const gifts = (await post('/api/live/gift/list', member01)).data as Json[];
    const gift = gifts[0];
    const before = (await post('/api/live/gift/profit/sum', anchor01)).data;
    await post('/api/live/gift/profit/save', member01, {
      streamId: st.id,
      giftId: gift.id,
      count: 3,
    });
    const sum = (await post('/api/live/gift/profit/sum', anchor01)).data;
    const income = anchorShare(gift.price * 3);
    expect(sum.todayIncome - before.todayIncome).toBe(income);
    expect(sum.weekIncome - before.weekIncome).toBe(income);
    expect(sum.monthIncome - before.monthIncome).toBe(income);
    expect(Number.isInteger(sum.totalIncome)).toBe(true);
    expect(sum.daily).toHaveLength(14);
    expect(sum.daily[13].income).toBe(sum.todayIncome);
    expect(sum.topGifters[0]).toMatchObject({ userName: 'member01' });
    await post('/api/live/stream/stop', anchor01, { id: st.id });
  });
});
