import { expect, test } from '@playwright/test';
import { faults, login } from './helpers';

// SPEC §4 site maintenance: status 1 and point includes 0 -> the maintenance page, with its window.
test('site maintenance on and off through the sandbox switch', async ({ page }) => {
  try {
    await faults('POST', {
      siteMaintenance: {
        on: true,
        title: 'Scheduled upgrade',
        content: 'Back soon with new features.',
        startTime: '2026-11-22 10:00:00',
        endTime: '2026-11-22 12:00:00',
      },
    });
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { name: 'Scheduled upgrade' })).toBeVisible();
    await expect(page.getByText('Back soon with new features.')).toBeVisible();
    await expect(page.getByTestId('maintenance-window')).toHaveText(
      /From \d\d\/\d\d \d\d:\d\d to \d\d\/\d\d \d\d:\d\d/,
    );
    // the window has passed by the server's clock, but the notice is still on: say so
    await expect(page.getByTestId('maintenance-countdown')).toHaveText(
      /Maintenance should be over/,
    );
    await expect(page.getByRole('link', { name: 'Sports', exact: true })).toHaveCount(0);
  } finally {
    await faults('DELETE');
  }
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Bet live, watch live' })).toBeVisible();
});

// Issue 17 (R14): an unreadable maintenance answer keeps the site closed instead of failing open.
test('an unreadable maintenance answer closes the site until a readable one arrives', async ({
  page,
}) => {
  let broken = true;
  await page.route('**/api/operation/siteMain/queryDetail', async (route) => {
    if (!broken) return route.fallback();
    await route.fulfill({ json: { code: 200, msg: 'success', data: '<html>upgrade</html>' } });
  });
  await page.goto('/?lang=en');
  await expect(
    page.getByRole('heading', { name: "We could not check the site's status" }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bet live, watch live' })).toHaveCount(0);
  broken = false;
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Bet live, watch live' })).toBeVisible();
});

// SPEC §4: sports maintenance (statistics code 8 with [start-end]) and a lobby's window are shown
// where the sports remote mounts, with a countdown by the server's clock (R15).
test('sports and lobby maintenance replace those pages while the rest of the site works', async ({
  page,
}) => {
  await login(page);
  const now = Date.now();
  try {
    await faults('POST', {
      sportsMaintenance: { on: true, start: now - 60_000, end: now + 30 * 60_000 },
      lobbyMaintenance: { lobbyId: 1001103, on: true, start: now - 60_000, end: now + 90 * 60_000 },
    });
    await page.goto('/?lang=en');
    await expect(page.getByTestId('maintenance-countdown')).toHaveCount(0);
    await page.goto('/sports?lang=en');
    const sports = page.locator('[data-section-maintenance="sports"]');
    await expect(
      sports.getByRole('heading', { name: 'Sports is under maintenance' }),
    ).toBeVisible();
    await expect(sports.getByText(/^Back in (29|30):\d\d$/)).toBeVisible();
    await expect(page.getByTestId('header-username')).toBeVisible();

    await page.goto('/electronic/1001103?lang=en');
    await expect(
      page.getByRole('heading', { name: 'This game lobby is under maintenance' }),
    ).toBeVisible();
    await expect(page.getByText(/^Back in 1:(29|30):\d\d$/)).toBeVisible();

    await page.goto('/electronic/1001104?lang=en');
    await expect(page.locator('[data-section-maintenance]')).toHaveCount(0);
  } finally {
    await faults('DELETE');
  }
  await page.goto('/sports?lang=en');
  await expect(page.locator('[data-section-maintenance]')).toHaveCount(0);
});
