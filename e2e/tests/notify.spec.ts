import { expect, test, type Page } from '@playwright/test';
import { faults } from './helpers';

// SPEC §8: a business failure shows an error toast with the server message; 1009000043 a warning
// alert (KindTips / Sure). The rest of the page keeps working.
test.afterEach(() => faults('DELETE'));

/** Home, scrolled to the live widget (below the fold, it loads when it comes into view). */
async function homeWithLiveWidget(page: Page) {
  await page.goto('/?lang=en');
  await page.locator('[data-widget-slot="live"]').scrollIntoViewIfNeeded();
}

test('a failing call shows one error toast with the server message', async ({ page }) => {
  await faults('POST', { fail: { path: '/api/live/stream/list', code: 5000 } });
  await homeWithLiveWidget(page);
  const toast = page.getByRole('status').filter({ hasText: 'Injected failure' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
});

test('code 1009000043 shows the Kind tips alert, closed with OK', async ({ page }) => {
  await faults('POST', { fail: { path: '/api/live/stream/list', code: 1009000043 } });
  await homeWithLiveWidget(page);
  const alert = page.getByRole('alertdialog', { name: 'Kind tips' });
  await expect(alert).toContainText('Injected failure');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
});
