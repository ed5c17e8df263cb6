import { expect, test } from '@playwright/test';
import { login } from './helpers';
import { openSports } from './sports-helpers';

// Issue #10 lists: follow → favourites tab, league filter from getOnSaleLeagues, early-market days.
test.describe('sportsbook lists', () => {
  test('a followed match is in the favourites tab with its count', async ({ page }) => {
    await openSports(page);
    const card = page.getByTestId('match-card').first();
    const id = await card.getAttribute('data-match-id');
    await card.getByRole('button', { name: /^Follow/ }).click();
    const favourites = page.getByRole('tab', { name: /^Favourites/ });
    await expect(favourites).toContainText('1');
    await favourites.click();
    await expect(page.getByTestId('match-card')).toHaveCount(1);
    await expect(page.getByTestId('match-card')).toHaveAttribute('data-match-id', id ?? '');
  });

  test('the league filter keeps one league', async ({ page }) => {
    await openSports(page);
    const filter = page.getByTestId('league-filter');
    const option = filter.locator('option').nth(1);
    await expect(option).toBeAttached();
    const value = (await option.getAttribute('value')) ?? '';
    const name = ((await option.textContent()) ?? '').replace(/ \(\d+\)$/, '');
    await filter.selectOption(value);
    const headers = page.getByTestId('league-header');
    await expect(headers).toHaveCount(1);
    await expect(headers.first()).toContainText(name);
  });

  test('an early-market day asks the provider for that day only', async ({ page }) => {
    await openSports(page, 'Early');
    const request = page.waitForRequest(
      (r) => r.url().includes('/v1/match/getList') && r.postData()?.includes('beginTime') === true,
    );
    await page.getByRole('group', { name: 'Date' }).getByRole('button').nth(1).click();
    const body = JSON.parse((await request).postData() ?? '{}') as {
      beginTime: number;
      endTime: number;
    };
    expect(body.endTime - body.beginTime).toBe(24 * 3600 * 1000 - 1);
    // the day begins at midnight in the market's zone, whatever the device's (issue 53: UTC+7)
    expect((body.beginTime + 7 * 3_600_000) % (24 * 3_600_000)).toBe(0);
  });

  test('the results page fits a phone: rows with crests wrap long names, the day chips scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page);
    await page.goto('/sports/results?lang=vi');
    // yesterday always has finished matches; early in a Vietnamese morning today may have none yet
    await page.getByRole('group', { name: 'Ngày' }).getByRole('button').nth(1).click();
    const list = page
      .locator('main ul')
      .filter({ has: page.locator('img, [data-crest]') })
      .first();
    await expect(list).toBeVisible();
    const box = await list.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

// Issue 16: the virtual list (10 KiB) is not part of /sports's first route. The first screen's rows are
// in the page's flow; the visitor's first scroll brings the virtual list, which takes them over in place.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
])
  test(`the first screen's rows need no virtual list; the first scroll brings it and no row moves (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const virtual: string[] = [];
    page.on('request', (r) => {
      if (/\/match-virtual-rows\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname))
        virtual.push(r.url());
    });
    await login(page);
    await page.goto('/sports?lang=en');
    const rows = page.locator('[data-testid="match-list"] [data-index]');
    await expect(rows.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // where each row stands in the document, by its index
    const places = () =>
      rows.evaluateAll((slots) =>
        Object.fromEntries(
          slots.map((s) => [s.getAttribute('data-index'), s.getBoundingClientRect().top + scrollY]),
        ),
      );
    const before = await places();
    // whole pixels (match-row.module.css): rows stacked in the page's flow meet on a pixel edge, so
    // every row's bottom border shows on a 1x screen (half pixels hid every other one)
    const heights = await rows.evaluateAll((slots) =>
      slots.map((s) => s.getBoundingClientRect().height),
    );
    expect(heights.filter((h) => !Number.isInteger(h))).toEqual([]);
    expect(virtual).toEqual([]);
    await expect(rows.first()).not.toHaveAttribute('style', /translateY/);

    await page.mouse.move(100, 600);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => virtual.length).toBe(1);
    await expect(rows.last()).toHaveAttribute('style', /translateY/);
    const after = await places();
    const both = Object.keys(after).filter((i) => i in before);
    expect(both.length).toBeGreaterThan(2);
    for (const i of both)
      expect(Math.abs(after[i]! - before[i]!), `row ${i}`).toBeLessThanOrEqual(1);
  });
