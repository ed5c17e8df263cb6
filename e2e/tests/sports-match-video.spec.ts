import { expect, test, type Page } from '@playwright/test';
import { getRegistry, putRegistry } from './helpers';
import { openSports, slip } from './sports-helpers';

// Issue 10 match detail: a live match with a video (SPEC §3 liveUrl/fbId) plays the live remote's
// player, reached through the shell (no remote imports another); the markets keep working, also
// when the live remote is disabled in the registry.

/**
 * From the live tab, opens the detail of the first live match with an open price (the sandbox gives
 * each a video; the list is in league order, and its first league starts with a suspended match).
 */
async function openLiveDetail(page: Page): Promise<void> {
  await openSports(page, 'Live');
  await page
    .getByTestId('match-card')
    .filter({ has: page.locator('[data-testid="odds-button"]:not([disabled])') })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/sports\/sportsdetail\/\d+/);
  await expect(page.getByTestId('detail-score')).toBeVisible();
}

/** An open market of the detail page (suspended ones are disabled). */
const openPrice = (page: Page) =>
  page.locator('main [data-testid="odds-button"]:not([disabled])').first();

test.describe('match detail live video', () => {
  test('the live match plays over HLS in the detail, and its markets still take a pick', async ({
    page,
  }) => {
    // the first segments can take long on a loaded machine: wait for states, never fixed sleeps
    test.slow();
    await openLiveDetail(page);
    const panel = page.getByTestId('match-video-panel');
    // wider than a phone the video starts open
    await expect(panel.getByRole('button', { name: 'Hide video' })).toBeVisible();
    const video = panel.getByTestId('live-video');
    await expect(video).toBeVisible();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 45_000 })
      .toBeGreaterThanOrEqual(2);
    const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 45_000 })
      .toBeGreaterThan(start + 0.5);
    // the 16:9 stage: its height follows its width
    const box = await panel.getByTestId('match-video').boundingBox();
    expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);

    await openPrice(page).click();
    await expect(slip(page).getByTestId('slip-item')).toHaveCount(1);

    // hidden for the session: the next detail opens without the player
    await panel.getByRole('button', { name: 'Hide video' }).click();
    await expect(panel.getByTestId('live-video')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('detail-score')).toBeVisible();
    await expect(page.getByRole('button', { name: /Watch/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('with the live remote disabled the detail shows its markets and a short note', async ({
    page,
  }) => {
    const original = await getRegistry();
    try {
      await putRegistry({
        ...original,
        remotes: original.remotes.map((r) => (r.id === 'live' ? { ...r, enabled: false } : r)),
      });
      await openLiveDetail(page);
      await expect(
        page.getByText('The video is unavailable right now. Betting is not affected.'),
      ).toBeVisible();
      await expect(page.getByTestId('live-video')).toHaveCount(0);
      await openPrice(page).click();
      await expect(slip(page).getByTestId('slip-item')).toHaveCount(1);
    } finally {
      await putRegistry(original);
    }
  });
});
