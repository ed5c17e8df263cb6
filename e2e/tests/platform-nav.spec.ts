import { expect, test } from '@playwright/test';
import { getRegistry, putRegistry, tab } from './helpers';

// Issue "Remote platform": tabs, footer links and home widgets come from each remote's
// app-manifest.json (read at runtime), so a remote changes its navigation without a host rebuild.

test.describe('navigation built from the remote manifests', () => {
  test('every enabled remote contributes its tab and its home widget', async ({ page }) => {
    await page.goto('/?lang=en');
    for (const name of ['Home', 'Sports', 'Live', 'Promotions', 'Me']) {
      await expect(tab(page, name)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Live now' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'All promotions' })).toBeAttached();
  });

  test('a remote disabled in the registry loses its tab and its widget', async ({ page }) => {
    const original = await getRegistry();
    try {
      await putRegistry({
        ...original,
        remotes: original.remotes.map((r) => (r.id === 'live' ? { ...r, enabled: false } : r)),
      });
      await page.goto('/?lang=en');
      await expect(tab(page, 'Sports')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Hot matches' })).toBeAttached();
      await expect(page.getByRole('link', { name: 'Live', exact: true })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Live now' })).toHaveCount(0);
    } finally {
      await putRegistry(original);
    }
  });

  test('a tab a remote adds to its manifest appears without a host rebuild', async ({ page }) => {
    await page.route('**/app-manifest.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as {
        id: string;
        nav: { tabs: unknown[] };
      };
      if (manifest.id === 'sports') {
        manifest.nav.tabs.push({
          id: 'results',
          path: '/sports',
          order: 25,
          icon: 'game',
          label: { en: 'Results', vi: 'Kết quả', 'zh-cn': '赛果' },
        });
      }
      await route.fulfill({ response, json: manifest });
    });
    await page.goto('/?lang=en');
    await expect(tab(page, 'Results')).toBeVisible();
    const order = await page
      .getByRole('navigation', { name: 'BetLive' })
      .filter({ visible: true })
      .last()
      .getByRole('link')
      .allTextContents();
    expect(order.indexOf('Results')).toBe(order.indexOf('Sports') + 1);
  });
});
