// Issue 53 #2 "One score": the provider's lists (the sportsbook), the live scores
// (/api/live/match/score, SPEC §7; the room's stream info) and the match prediction's fixtures
// (SPEC §7 promotion getMatchConfig, matchTemplate/detail) answer one state per match, and that
// state moves with the sandbox clock (POST /__admin/clock).
import type { Json, Started } from './helpers';
import { call, start } from './helpers';

let s: Started;
let api: string;
let provider: Record<string, string>;
let clock: jest.SpyInstance<number, []>;

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
  const g = await call(api, '/api/game/sports/token/guest', { body: {} });
  provider = { Authorization: g.body.data.token };
});
// the real clock stands still between the calls of one comparison; only the sandbox clock moves
beforeEach(() => {
  const now = Date.now();
  clock = jest.spyOn(Date, 'now').mockReturnValue(now);
});
afterEach(() => clock.mockRestore());
afterAll(() => s.stop());

const advance = (ms: number) => call(api, '/__admin/clock', { body: { advanceMs: ms } });

/** One match as the three answers have it: status, minute, score and kick-off. */
interface Seen {
  ms: number;
  minute: number;
  score: number[];
  bt: number;
}

async function book(matchId: number, type = 1): Promise<Seen | undefined> {
  const r = await call(s.sb.providerUrl, '/v1/match/getList', {
    body: { type, sportId: 1, size: 200 },
    headers: provider,
  });
  const m = (r.body.data.records as Json[]).find((x) => x.id === matchId);
  return m && { ms: m.ms, minute: Math.floor(m.mc.s / 60), score: m.nsg[0]?.sc ?? [], bt: m.bt };
}

async function room(streamId: number): Promise<Seen> {
  const r = await call(api, '/api/live/match/score', { body: { streamId } });
  const [m] = r.body.data as Json[];
  return { ms: m.ms, minute: m.minute, score: m.scores, bt: m.bt };
}

async function fixture(matchId: number): Promise<(Seen & { phase: string }) | undefined> {
  const r = await call(api, '/api/promotion/activity/matchTemplate/detail');
  const m = (r.body.data.matches as Json[]).find((x) => x.matchId === matchId);
  return m && { ms: m.ms, minute: m.minute, score: m.scores, bt: m.bt, phase: m.phase };
}

/** A live room whose match is among the prediction's fixtures. */
async function roomOfAFixture(): Promise<{ streamId: number; matchId: number }> {
  const streams = await call(api, '/api/live/stream/list', { body: { current: 1, size: 999 } });
  const config = await call(api, '/api/promotion/activity/getMatchConfig');
  const fixtures = new Set((config.body.data.matches as Json[]).map((m) => m.matchId));
  const hit = (streams.body.data.records as Json[]).find(
    (x) => x.status === 2 && fixtures.has(x.matchId),
  );
  expect(hit).toBeDefined();
  return { streamId: hit.id, matchId: hit.matchId };
}

test('a live match has the same status, minute, score and kick-off in all three', async () => {
  const { streamId, matchId } = await roomOfAFixture();
  const inBook = await book(matchId);
  expect(inBook).toMatchObject({ ms: 5 });
  expect(await room(streamId)).toEqual(inBook);
  const { phase, ...inFixtures } = (await fixture(matchId))!;
  expect(phase).toBe('live');
  expect(inFixtures).toEqual(inBook);
  const info = await call(api, `/api/live/stream/getInfo/${streamId}`);
  expect(info.body.data.match).toMatchObject({ id: matchId, ms: 5, nsg: [{ sc: inBook!.score }] });
});

test('the sandbox clock moves the minute and the score everywhere at once', async () => {
  const { streamId, matchId } = await roomOfAFixture();
  const before = (await book(matchId))!;
  await advance(17 * 60_000);
  const after = (await book(matchId))!;
  expect(after.minute).toBe(before.minute + 17);
  expect(await room(streamId)).toEqual(after);
  expect(await fixture(matchId)).toMatchObject(after);
  // the goals the room lists are the score the book shows
  const r = await call(api, '/api/live/match/score', { body: { matchIds: [matchId] } });
  const events = r.body.data[0].events as Array<{ minute: number; side: string }>;
  expect([
    events.filter((e) => e.side === 'home').length,
    events.filter((e) => e.side === 'away').length,
  ]).toEqual(after.score);
  expect(events.every((e) => e.minute <= after.minute)).toBe(true);
});

test('past the final whistle the match has ended everywhere, with one final score', async () => {
  const { streamId, matchId } = await roomOfAFixture();
  const playing = (await book(matchId))!;
  await advance((90 - playing.minute) * 60_000 + 60_000);
  expect(await book(matchId)).toBeUndefined();
  const result = (await book(matchId, 6))!;
  expect(result).toMatchObject({ ms: 0, minute: 90 });
  expect(await room(streamId)).toEqual(result);
  expect(await fixture(matchId)).toMatchObject({ ...result, phase: 'ended' });
});

test('an upcoming fixture that kicks off is live in the book, the scores and the fixtures', async () => {
  const config = await call(api, '/api/promotion/activity/getMatchConfig');
  const next = (config.body.data.matches as Json[]).find((m) => m.phase === 'upcoming');
  expect(next).toBeDefined();
  expect(await book(next.matchId)).toBeUndefined();
  expect((await call(api, '/__admin/kickoff', { body: { matchId: next.matchId } })).body.code).toBe(
    200,
  );
  const inBook = (await book(next.matchId))!;
  expect(inBook.minute).toBe(1);
  const r = await call(api, '/api/live/match/score', { body: { matchIds: [next.matchId] } });
  const m = r.body.data[0];
  expect({ ms: m.ms, minute: m.minute, score: m.scores, bt: m.bt }).toEqual(inBook);
  expect(await fixture(next.matchId)).toMatchObject({ ...inBook, phase: 'live' });
});
