import { expect, test } from '@playwright/test';
import { ACTIVITY_CATALOG } from '../../remote-activities/src/lib/catalog';
import { sandboxData, vnDayTime } from './clock-helpers';

// Issue 53 #5 "Seasons": the sandbox clock decides which seasonal promotions run. For its current
// date, none out of its window is listed, advertised on the home page or in the popups; an ended
// one sits in the archive, and its page says when it ran (Vietnam time, SPEC §5 date display).

interface Season {
  keys: string[];
  startTime: string;
  endTime: string;
  state: 'upcoming' | 'live' | 'ended';
}
interface Advert {
  link?: string | null;
}

const pathOf = (href: string | null) => (href ?? '').split(/[?#]/)[0]!.slice(1).toLowerCase();

test('no seasonal promotion out of its window is listed for the sandbox date', async ({ page }) => {
  const seasons = await sandboxData<Season[]>('/api/promotion/activity/seasons');
  const out = new Set(
    seasons.filter((s) => s.state !== 'live').flatMap((s) => s.keys.map((k) => k.toLowerCase())),
  );
  const ended = seasons.filter((s) => s.state === 'ended');
  expect(out.size).toBeGreaterThan(0);

  // the server's own answers: the activity list, the banners and the popups
  const listed = await sandboxData<Array<{ key: string }>>('/api/promotion/activity/list');
  expect(listed.filter((a) => out.has(a.key.toLowerCase()))).toEqual([]);
  const adverts = await sandboxData<Advert[]>('/api/promotion/advertise/list');
  expect(adverts.filter((a) => out.has(pathOf(a.link ?? '')))).toEqual([]);

  await page.goto('/activity?lang=en');
  const directory = page.getByRole('region', { name: 'All promotions' });
  await directory.scrollIntoViewIfNeeded();
  const tiles = directory.getByRole('list').first();
  await expect(tiles).toHaveAttribute('aria-busy', 'false');
  const hrefs = await tiles
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(30);
  expect(hrefs.filter((h) => out.has(pathOf(h)))).toEqual([]);
  const cards = await page
    .getByTestId('promo-card')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(cards.filter((h) => out.has(pathOf(h)))).toEqual([]);

  // the ended ones' pages are in the archive, each with its end date
  const endedKeys = new Set(ended.flatMap((s) => s.keys));
  const endedPages = ACTIVITY_CATALOG.filter((d) => !d.vietnam && endedKeys.has(d.activityKey));
  const archive = page.getByTestId('ended-promotions');
  await expect(archive.getByRole('link')).toHaveCount(endedPages.length);
  for (const d of endedPages)
    await expect(archive.getByRole('link', { name: d.title.en, exact: true })).toHaveAttribute(
      'href',
      d.paths[0]!,
    );
  for (const s of ended)
    await expect(archive).toContainText(`Ended ${vnDayTime(Date.parse(s.endTime), 'en', true)}`);
});

test('an ended promotion says when it ran, in Vietnamese and English', async ({ page }) => {
  const seasons = await sandboxData<Season[]>('/api/promotion/activity/seasons');
  const olympic = seasons.find((s) => s.keys.includes('olympic-games'))!;
  expect(olympic.state).toBe('ended');
  const [start, end] = [Date.parse(olympic.startTime), Date.parse(olympic.endTime)];

  await page.goto('/olympic-games?lang=vi');
  const article = page.locator('article[data-activity="olympic-games"]');
  await expect(article).toHaveAttribute('data-state', 'ended');
  await expect(page.getByTestId('activity-season')).toContainText(
    `Chương trình diễn ra từ ${vnDayTime(start, 'vi', true)} GMT+7 đến ${vnDayTime(end, 'vi', true)} GMT+7.`,
  );
  await expect(article.getByTestId('mechanic-prediction')).toHaveCount(0);

  await page.goto('/olympic-games?lang=en');
  await expect(page.getByTestId('activity-season')).toContainText(
    `It ran from ${vnDayTime(start, 'en', true)} GMT+7 to ${vnDayTime(end, 'en', true)} GMT+7.`,
  );
  await page.getByRole('link', { name: 'Browse current promotions' }).click();
  await expect(page).toHaveURL(/\/activity$/);
});
