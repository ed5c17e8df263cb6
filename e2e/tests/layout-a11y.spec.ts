import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { liveStreamOf, login, openRoom } from './helpers';
import { firstOpenPrice, slip } from './sports-helpers';

// A1 (research-reliability), issue 15: no serious or critical axe violations on the shell's main
// states and on the pages a member spends time on, in both themes.

/** Serious and critical violations, host and remotes alike: the page is one site to its user. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** axe measures contrast as painted: finite animations (a dialog's entry, a price's flash) first end. */
async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

async function dismissPopups(page: Page) {
  // home's daily popups (SPEC §4) are checked as they come, then closed to reach the page behind
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < 3 && (await dialog.count()) > 0; i += 1) {
    await dialog.first().getByRole('button', { name: 'Close' }).click();
  }
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`A1 axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('__local-theme', t), theme);
    });

    test('/ (home)', async ({ page }) => {
      await page.goto('/?lang=en');
      await page.waitForLoadState('networkidle');
      // home's daily popups (SPEC §4) are checked as they come, then closed to reach the page
      if ((await page.getByRole('dialog').count()) > 0) {
        expect(await seriousViolations(page)).toEqual([]);
        await dismissPopups(page);
      }
      // the remote widgets load as they near the viewport: bring them in before checking
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('[data-widget-slot] [data-testid]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/activity (promotions)', async ({ page }) => {
      await page.goto('/activity?lang=en');
      await page.waitForLoadState('networkidle');
      // the directory's tiles are built when it nears the viewport: scrolled to, then checked too
      const directory = page.getByRole('region', { name: 'All promotions' });
      await directory.getByRole('heading', { name: 'All promotions' }).scrollIntoViewIfNeeded();
      await expect(directory.getByRole('list').first()).toHaveAttribute('aria-busy', 'false');
      await expect.poll(() => directory.getByRole('link').count()).toBeGreaterThan(30);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/404 (error page)', async ({ page }) => {
      await page.goto('/404?lang=en');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('login dialog open', async ({ page }) => {
      await page.goto('/activity?lang=en');
      await page.getByRole('button', { name: 'Log in' }).first().click();
      // the forms are a lazy chunk: check the dialog a member uses, not the moment it opens
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      await expect(page.getByLabel('User name')).toBeVisible();
      await animationsSettled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test.describe('member01', () => {
      test.beforeEach(async ({ page }) => login(page));

      test('/sports (lists and the bet slip)', async ({ page }) => {
        await page.goto('/sports?lang=en');
        await expect(page.getByTestId('match-card').first()).toBeVisible();
        await firstOpenPrice(page).click();
        await expect(slip(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        await animationsSettled(page);
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('a live room', async ({ page }) => {
        await openRoom(page, (await liveStreamOf('anchor01')).id);
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('an activity page (first deposit)', async ({ page }) => {
        await page.goto('/firstcharge?lang=en');
        await expect(page.getByTestId('mechanic-progress')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('the cashier: deposit, withdraw, transactions (issue 50)', async ({ page }) => {
        await page.goto('/personal/me/deposit?lang=en');
        await expect(page.getByTestId('deposit-submit')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.goto('/personal/me/withdraw?lang=en');
        await expect(
          page.getByTestId('cashier-withdraw').getByRole('heading').first(),
        ).toBeVisible();
        await expect(page.getByTestId('cashier-withdraw').locator('[aria-busy]')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
        await page.goto('/personal/me/transactions?lang=en');
        await expect(page.getByTestId('history-row').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('/personal/me (member centre)', async ({ page }) => {
        await page.goto('/personal/me?lang=en');
        await expect(page.getByTestId('wallet-balance')).toContainText('VND');
        expect(await seriousViolations(page)).toEqual([]);
      });
    });

    test('offline banner', async ({ page, context }) => {
      await page.goto('/activity?lang=en');
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await context.setOffline(false);
    });
  });
}
