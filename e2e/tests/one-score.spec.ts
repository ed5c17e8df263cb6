import { expect, test, type Page } from '@playwright/test';
import { sandboxData } from './clock-helpers';
import { adminHeaders, login, SANDBOX } from './helpers';

// Issue 53 #2 "One score": one live match shows the same status, minute and score in the
// sportsbook (SPEC §7 provider getList), in its live room (SPEC §7 /api/live/match/score) and on
// the match prediction page (SPEC §7 matchTemplate/detail), and all three follow the sandbox
// clock. Each screen is checked against the sandbox's one answer at the time it is read.

interface Fixture {
  matchId: number;
  home: string;
  away: string;
  phase: string;
}

interface Score {
  gameId: number;
  scores: number[];
  ms: number;
  phase: string;
  minute: number;
}

/** A live stream whose match is a live fixture of the prediction. */
async function liveRoomOfAFixture(): Promise<{ streamId: number; fixture: Fixture }> {
  const config = await sandboxData<{ matches: Fixture[] }>(
    '/api/promotion/activity/getMatchConfig',
  );
  const streams = await sandboxData<{
    records: Array<{ id: number; matchId: number | null; status: number; isFee: number }>;
  }>('/api/live/stream/list', { body: { current: 1, size: 999, status: 2 } });
  for (const s of streams.records) {
    const fixture = config.matches.find((m) => m.matchId === s.matchId && m.phase === 'live');
    if (s.status === 2 && !s.isFee && fixture) return { streamId: s.id, fixture };
  }
  throw new Error('the sandbox seeds a live room on a live fixture');
}

/** The match's state as the sandbox answers it now: "live 2–1 at 70". */
async function stateNow(matchId: number): Promise<string> {
  const [m] = await sandboxData<Score[]>('/api/live/match/score', {
    body: { matchIds: [matchId] },
  });
  return `${m!.phase} ${m!.scores.join('–')} at ${m!.minute}`;
}

/** What a screen shows, in the same words, polled until it is the sandbox's state of now. */
async function expectShows(read: () => Promise<string>, matchId: number): Promise<string> {
  let shown = '';
  // the room and the prediction page ask every 10 s, the book every second
  await expect
    .poll(
      async () => {
        shown = await read();
        return shown === (await stateNow(matchId));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return shown;
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

function sportsbookReader(page: Page, matchId: number) {
  const row = page.locator(`[data-testid="match-card"][data-match-id="${matchId}"]`);
  return async () => {
    // the book refreshes the rows on screen
    await row.scrollIntoViewIfNeeded();
    const minute = await row.getByTestId('match-minute').textContent();
    const score = await row.getByTestId('match-score').allTextContents();
    return `live ${score.join('–')} at ${digits(minute)}`;
  };
}

function roomReader(page: Page) {
  return async () => {
    const phase = await page.getByTestId('match-phase').getAttribute('data-phase');
    const minute = await page.getByTestId('match-phase').textContent();
    const score = (await page.getByTestId('score').textContent())!.split('–').map(digits);
    return `${phase} ${score.join('–')} at ${digits(minute)}`;
  };
}

function predictionReader(page: Page, fixture: Fixture) {
  const row = page
    .getByTestId('prediction-match')
    .filter({ hasText: fixture.home })
    .filter({ hasText: fixture.away });
  return async () => {
    const phase = await row.getByTestId('fixture-phase').getAttribute('data-phase');
    const minute = await row.getByTestId('fixture-phase').textContent();
    const score = (await row.getByTestId('fixture-score').textContent())!.split('–').map(digits);
    return `${phase} ${score.join('–')} at ${digits(minute)}`;
  };
}

test('one live match: the same score, status and minute in the book, its room and the prediction', async ({
  browser,
}) => {
  const { streamId, fixture } = await liveRoomOfAFixture();
  const book = await browser.newPage();
  await login(book);
  await book.goto('/sports?lang=en');
  await book.getByRole('tab', { name: /^Live/ }).click();
  const room = await browser.newPage();
  await login(room);
  await room.goto(`/anchorPlay?id=${streamId}&lang=en`);
  await expect(room.getByTestId('score-panel')).toContainText(fixture.home);
  const promo = await browser.newPage();
  await promo.goto('/FifaActivityVi?lang=en');
  await expect(promo.getByTestId('prediction-match').first()).toBeVisible();

  const screens = [
    sportsbookReader(book, fixture.matchId),
    roomReader(room),
    predictionReader(promo, fixture),
  ];
  const before = [];
  for (const read of screens) before.push(await expectShows(read, fixture.matchId));
  expect(before[0]).toMatch(/^live \d+–\d+ at \d+$/);

  // five minutes pass on the sandbox clock: every screen moves on with the one state
  const minuteBefore = Number(before[0]!.split(' at ')[1]);
  const moved = await fetch(`${SANDBOX}/__admin/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...adminHeaders },
    body: JSON.stringify({ advanceMs: 5 * 60_000 }),
  });
  expect(moved.ok).toBe(true);
  for (const read of screens) {
    const shown = await expectShows(read, fixture.matchId);
    expect(Number(shown.split(' at ')[1])).toBeGreaterThanOrEqual(minuteBefore + 5);
  }
  await Promise.all([book.close(), room.close(), promo.close()]);
});
