import { expect, test } from '@playwright/test';
import { controlSite, getRegistry, login, putRegistry, tab } from './helpers';

// Issue "Federation backbone": failure isolation, retry without reload, operator toggles.
test.describe('a remote that fails stays inside its slot', () => {
  test.afterEach(async () => {
    for (const site of ['sports', 'live', 'activities', 'account'])
      await controlSite('start', site);
  });

  test('live server stopped: fallback with Retry, other remotes work, Retry recovers without a reload', async ({
    page,
  }) => {
    // stopped before the page loads: a page at rest loads the tabs' remotes ahead of use (issue 16),
    // so a server stopped later no longer matters to a remote already in memory
    await controlSite('stop', 'live');
    await login(page);
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await tab(page, 'Live').click();
    const fallback = page.locator('[data-remote-fallback="live"]');
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

    await tab(page, 'Sports').click();
    await expect(page.getByTestId('match-card').first()).toBeVisible();

    await tab(page, 'Live').click();
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await controlSite('start', 'live');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('stream-card').first()).toBeVisible({ timeout: 30_000 });
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);
  });

  test('a manifest that is not JSON shows the fallback', async ({ page }) => {
    await page.route('http://127.0.0.1:3003/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html>gateway error</html>' }),
    );
    await page.goto('/activity?lang=en');
    await expect(page.locator('[data-remote-fallback="activities"]')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { name: 'Bet live, watch live' })).toHaveCount(0);
    await tab(page, 'Home').click();
    await expect(page.getByRole('heading', { name: 'Bet live, watch live' })).toBeVisible();
  });

  test('a manifest that answers 404 shows the fallback', async ({ page }) => {
    await page.route('http://127.0.0.1:3003/**', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.goto('/activity?lang=en');
    await expect(page.locator('[data-remote-fallback="activities"]')).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a remote that never answers times out into the fallback', async ({ page }) => {
    await page.route('http://127.0.0.1:3003/**', () => undefined); // requests hang
    await page.goto('/activity?lang=en');
    await expect(page.getByRole('heading', { name: 'Bet live, watch live' })).toHaveCount(0);
    await expect(page.locator('[data-remote-fallback="activities"]')).toBeVisible({
      timeout: 45_000,
    });
    await expect(tab(page, 'Sports')).toBeVisible();
  });

  test('a remote chunk that throws at render is caught by its boundary', async ({ page }) => {
    await page.route(/127\.0\.0\.1:3003\/.*\.js$/, async (route) => {
      const res = await route.fetch();
      const body = await res.text();
      // break the promotions page component only (its module mentions the promo card test id)
      const broken = body.includes('promo-card')
        ? body.replace('"promo-card"', '(()=>{throw new Error("render bug")})()')
        : body;
      await route.fulfill({ response: res, body: broken });
    });
    await page.goto('/activity?lang=en');
    await expect(page.locator('[data-remote-fallback="activities"]')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('navigation').filter({ visible: true }).first()).toBeVisible();
  });

  test('the host boots and shows its layout with every remote down', async ({ page }) => {
    for (const site of ['sports', 'live', 'activities', 'account']) await controlSite('stop', site);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { name: 'Bet live, watch live' })).toBeVisible();
    // widgets of remotes whose manifest cannot be read are left out; the built-in tabs stay
    await expect(tab(page, 'Sports')).toBeVisible();
    await tab(page, 'Sports').click();
    await expect(page.locator('[data-remote-fallback="sports"]')).toBeVisible({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });
});

test.describe('operator registry', () => {
  test('disabling a remote takes effect on the next page load', async ({ page }) => {
    const original = await getRegistry();
    try {
      await putRegistry({
        ...original,
        remotes: original.remotes.map((r) =>
          r.id === 'activities' ? { ...r, enabled: false } : r,
        ),
      });
      await page.goto('/activity?lang=en');
      await expect(page.locator('[data-remote-unavailable="activities"]')).toBeVisible();
      await expect(page.getByText('This section is unavailable')).toBeVisible();
      await tab(page, 'Home').click();
      // below the fold, the widgets load once the member scrolls
      await page.locator('[data-widget-slot="live"]').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('live-now')).toBeVisible();
    } finally {
      await putRegistry(original);
    }
    await page.goto('/activity?lang=en');
    await expect(page.getByTestId('promo-card').first()).toBeVisible();
  });
});
