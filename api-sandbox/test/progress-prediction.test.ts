import type { Started } from './helpers';
import { SEED, call, login, start } from './helpers';
import { money } from './security-helpers';

// Issue 14 (SPEC §7 activity/bet/total, activity/claim, cheer/save): a progress activity measures
// the member against the server's tier table and credits each reached tier once; a prediction is
// refused after kick-off.
let s: Started;
let api: string;
let token: string;
const FIRST_DEPOSIT = 2;
const PREDICTION = 6;

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
  token = await login(api, ...SEED.member);
});
afterAll(async () => {
  await s.stop();
});

const claim = () =>
  call(api, '/api/promotion/activity/claim', { token, body: { activityId: FIRST_DEPOSIT } });

describe('first-deposit progress', () => {
  it('measures member01 by the recorded deposits and answers the tier table', async () => {
    const r = await call(api, `/api/promotion/activity/bet/total?activityId=${FIRST_DEPOSIT}`, {
      token,
    });
    expect(r.body.data).toMatchObject({ betTotal: 800_000, betCount: 2, measure: 'deposit' });
    expect(r.body.data.tiers[0]).toEqual({ target: 500_000, reward: 50_000 });
    expect(r.body.data.tiers[1].target).toBe(1_000_000);
  });

  // issue 53 #6: a guest sees the tiers on the page before logging in
  it('answers a guest the tier table with nothing counted', async () => {
    const r = await call(api, `/api/promotion/activity/bet/total?activityId=${FIRST_DEPOSIT}`, {});
    expect(r.body.data).toMatchObject({ betTotal: 0, betCount: 0, measure: 'deposit' });
    expect(r.body.data.tiers[0]).toEqual({ target: 500_000, reward: 50_000 });
  });

  it('another member with no deposit is refused as "not yet" and nothing moves', async () => {
    const other = await login(api, 'member02', 'Member@123');
    const before = money(s, 'member02').balance;
    const r = await call(api, '/api/promotion/activity/claim', {
      token: other,
      body: { activityId: FIRST_DEPOSIT },
    });
    expect(r.body.code).toBe(1009000043);
    expect(money(s, 'member02').balance).toBe(before);
  });

  it('ten parallel claims credit the reached tier exactly once; the rest are "already claimed"', async () => {
    const before = money(s, SEED.member[0]).balance;
    const answers = await Promise.all(Array.from({ length: 10 }, claim));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 2002)).toHaveLength(9);
    const won = answers.find((a) => a.body.code === 200)!.body.data;
    expect(won).toMatchObject({ amount: 50_000, tier: 1, balance: before + 50_000 });
    expect(money(s, SEED.member[0]).balance).toBe(before + 50_000);
    const again = await claim();
    expect(again.body.code).toBe(2002);
    expect(money(s, SEED.member[0]).balance).toBe(before + 50_000);
  });

  it('a new deposit past the next target makes the second tier claimable, in order', async () => {
    const db = s.sb.ctx.db;
    db.prepare(
      "INSERT INTO wallet_ledger (user_id, amount, balance, kind, ref, created_at) SELECT id, 300000, balance, 'deposit', 't', 0 FROM users WHERE user_name = ?",
    ).run(SEED.member[0]);
    const r = await claim();
    expect(r.body.data).toMatchObject({ amount: 100_000, tier: 2 });
  });
});

describe('match prediction', () => {
  it('is taken before kick-off and refused with 2005 once the match has kicked off', async () => {
    const config = await call(api, '/api/promotion/activity/getMatchConfig', { token });
    // the fixtures also list the league's live matches (issue 53 #2): predict the ones to play
    const [first, second] = (
      config.body.data.matches as Array<{ matchId: number; bt: number; phase: string }>
    ).filter((m) => m.phase === 'upcoming');
    const save = (matchId: number) =>
      call(api, '/api/promotion/activity/cheer/save', {
        token,
        body: { matchId, home: 1, away: 0 },
      });
    expect((await save(first!.matchId)).body.code).toBe(200);

    const kicked = await call(api, '/__admin/kickoff', { body: { matchId: second!.matchId } });
    expect(kicked.body.code).toBe(200);
    const refused = await save(second!.matchId);
    expect(refused.body.code).toBe(2005);
    const records = await call(api, '/api/promotion/activity/cheer/queryCheerRecord', { token });
    expect(records.body.data.map((r: { matchId: number }) => r.matchId)).toEqual([first!.matchId]);
    const after = await call(api, '/api/promotion/activity/getMatchConfig', { token });
    const listed = after.body.data.matches.find(
      (m: { matchId: number }) => m.matchId === second!.matchId,
    );
    expect(listed.bt).toBeLessThan(Date.now());
    expect(listed.phase).toBe('live');
    expect(PREDICTION).toBe(after.body.data.activityId);
  });

  it('refuses to kick off a match that is not upcoming', async () => {
    const r = await call(api, '/__admin/kickoff', { body: { matchId: 999_999 } });
    expect(r.body.code).not.toBe(200);
  });
});
