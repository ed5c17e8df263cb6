import { expect, test, type Page } from '@playwright/test';
import { faults, login, USERS } from './helpers';

// Issue 13: game lobbies (SPEC §2 electronic/{id}), launch through the single-wallet jump with its
// 10 s timeout (SPEC §7/§9), maintenance windows (SPEC §4), guests offered login (SPEC §2).
const LOBBY = '/electronic/1001104';
const JUMP = '/api/game/bet/single-wallet/jump';

test.afterEach(async () => {
  await faults('DELETE');
});

const tile = (page: Page, name: string) =>
  page.getByRole('button', { name: `Play ${name}`, exact: true });

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('from /, a hot game opens the launch and the sandbox game page shows member01', async ({
    page,
  }) => {
    await login(page);
    const hot = page.getByTestId('hot-game').first();
    await expect(hot).toHaveAttribute('href', /^\/electronic\/1001104\?launch=\d+$/);
    const popup = page.waitForEvent('popup');
    await hot.click();
    const game = await popup;
    await expect(game.getByTestId('game-user')).toHaveText('member01');
    await expect(game.getByTestId('game-balance')).toContainText('₫');
    await expect(page).toHaveURL(new RegExp(`${LOBBY}(\\?lang=en)?$`));
    await expect(page.getByRole('dialog')).toContainText('open in a new tab');
    await page.getByRole('button', { name: 'Back to the lobby' }).click();
    await expect(page.getByRole('heading', { name: 'PG Slots' })).toBeVisible();
  });

  test('a game and a lobby in maintenance show their badges and refuse launch', async ({
    page,
  }) => {
    await faults('POST', {
      gameMaintenance: { gameId: 1001104101 },
      lobbyMaintenance: { lobbyId: 1001103 },
    });
    await login(page);
    await page.goto(LOBBY);
    const down = page.locator('[data-game-id="1001104101"]');
    await expect(down.getByTestId('game-maintenance')).toContainText(/Maintenance\s*until/);
    const jumps: string[] = [];
    page.on('request', (r) => r.url().includes(JUMP) && jumps.push(r.url()));
    await tile(page, 'Mahjong Ways').click();
    const refusal = page.getByRole('dialog');
    await expect(refusal).toContainText('Mahjong Ways is under maintenance');
    await expect(refusal).toContainText('It can be played again after');
    await page.getByRole('button', { name: 'Close' }).click();
    expect(jumps).toHaveLength(0);
    // the lobby in maintenance: badge on its tab; its page is the host's maintenance notice
    const cards = page.locator('[data-lobby-id="1001103"]');
    await expect(cards.getByTestId('lobby-maintenance')).toBeVisible();
    await cards.click();
    await expect(page.locator('[data-section-maintenance="lobby"]')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Play / })).toHaveCount(0);
  });

  test('a jump delayed past 10 s shows the timeout; Retry opens the game', async ({ page }) => {
    test.setTimeout(90_000);
    await login(page);
    await page.goto(LOBBY);
    await faults('POST', { slow: { path: JUMP, ms: 13_000 } });
    await tile(page, 'Fortune Tiger').click();
    await expect(page.getByText('Opening Fortune Tiger…')).toBeVisible();
    await expect(page.getByText('The game did not answer in time')).toBeVisible({
      timeout: 14_000,
    });
    await faults('DELETE');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Retry' }).click();
    const game = await popup;
    await expect(game.getByTestId('game-name')).toHaveText('Fortune Tiger');
    await expect(game.getByTestId('game-user')).toHaveText('member01');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a game plays full-screen in a frame with a way back', async ({ page }) => {
    await login(page);
    await page.goto(LOBBY);
    await tile(page, 'Fortune Tiger').click();
    const frame = page.frameLocator('iframe[title="Fortune Tiger (game)"]');
    await expect(frame.getByTestId('game-user')).toHaveText('member01');
    await page.getByRole('button', { name: 'Back to the lobby' }).click();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'PG Slots' })).toBeVisible();
  });

  test('a guest is offered login and returns to the lobby, launching the game', async ({
    page,
  }) => {
    await page.goto(`${LOBBY}?launch=1001104103&lang=en`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('User name').fill(USERS.member.user);
    await dialog.getByLabel('Password').fill(USERS.member.pass);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`${LOBBY}(\\?lang=en)?$`));
    const frame = page.frameLocator('iframe[title="Fortune Tiger (game)"]');
    await expect(frame.getByTestId('game-user')).toHaveText('member01');
  });
});

// Issue 16: /sports does not carry the lobbies' messages; a lobby's address asks for them with the
// page's code, from the early script, before any of the app's code has run.
test("a lobby's address asks for the lobby's words from the early script", async ({ page }) => {
  await login(page);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.route('**/main.js', (route) => route.abort());
  await page.goto(`${LOBBY}?lang=vi`);
  await expect
    .poll(() => asked.some((path) => /\/words-games-lobby-vi-json\.[0-9a-f]+\.js$/.test(path)))
    .toBe(true);
  expect(asked.some((path) => /\/words-games-lobby-(en|zh-cn)-json\./.test(path))).toBe(false);
});
