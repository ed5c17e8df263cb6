import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { controlSite, login, SANDBOX } from './helpers';

const activitiesDist = path.resolve(__dirname, '..', '..', 'remote-activities', 'dist');

// One render path (issue 46) for a remote's page: the document server loads remote-activities' server
// container (its app manifest's `server`), draws /activity with the remote's own components inside
// the host's layout (host/src/server/remote-page.ts), and the browser hydrates the same tree
// (host/src/routing/served-page.tsx). No painter, no second drawing.

async function advertTitles(): Promise<string[]> {
  const res = await fetch(`${SANDBOX}/api/promotion/advertise/list`);
  const body = (await res.json()) as { data: Array<{ title: string }> };
  return body.data.map((a) => a.title);
}

/** Errors of the page, React's hydration mismatch (#418 in production) among them. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  return errors;
}

/** Sums layout shifts, counts skeletons shown, and remembers the first card the HTML made. */
async function watchServedCards(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number; skeletons: number; servedCard: Element | null };
    w.shift = 0;
    w.skeletons = 0;
    w.servedCard = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number }>) w.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="promo-skeleton"]')) w.skeletons += 1;
    }).observe(document, { subtree: true, childList: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.servedCard = document.querySelector('[data-testid="promo-card"]');
    });
  });
}

test("the server draws the promotions page with the remote's own components, from its server container", async ({
  page,
  request,
}) => {
  const titles = await advertTitles();
  const html = await (await request.get('/activity')).text();
  expect(html).toContain('<div id="app" data-prerender="vi"');
  expect(html).toContain('<script type="application/json" id="page-state">');
  expect(html).toContain('<script type="application/json" id="served-page">');
  expect(html).toContain(titles[0]!);
  expect(html).not.toContain('early-paint');
  // without any of the app's code: heading, every card, the header
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Khuyến mãi');
  await expect(page.getByTestId('promo-card')).toHaveCount(titles.length);
  await expect(page.getByTestId('promo-card').first()).toContainText(titles[0]!);
  await expect(page.locator('[elementtiming="activity-card"]').first()).toBeVisible();
  await expect(page.getByTestId('promo-card').first().locator('img')).toHaveAttribute(
    'fetchpriority',
    'high',
  );
  await expect(page.locator('header')).toBeVisible();
});

test('the app hydrates the promotions the server drew: the same nodes, no skeleton, no shift, no error', async ({
  page,
}) => {
  const titles = await advertTitles();
  const errors = pageErrors(page);
  await watchServedCards(page);
  await page.goto('/activity');
  await expect(page.locator('#app')).not.toHaveAttribute('data-prerender', /.*/);
  await expect(page.getByTestId('promo-card')).toHaveCount(titles.length);
  await expect(page.getByRole('heading', { level: 1, name: 'Khuyến mãi' })).toHaveCount(1);
  // the directory's tiles are built by the app once it is near the viewport, in Vietnamese
  await page.getByRole('heading', { level: 2 }).first().scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: /Nạp đầu nhân đôi/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => {
    const w = window as unknown as { shift: number; skeletons: number; servedCard: Element | null };
    const card = document.querySelector('[data-testid="promo-card"]');
    return { shift: w.shift, skeletons: w.skeletons, kept: !!card && card === w.servedCard };
  });
  expect(seen.skeletons).toBe(0);
  expect(seen.shift).toBeLessThan(0.02);
  // hydrated, not drawn again: React kept the server's card
  expect(seen.kept).toBe(true);
  expect(errors).toEqual([]);
});

test("a guest's promotions come with the document: the page asks for no adverts", async ({
  page,
}) => {
  const titles = await advertTitles();
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/promotion/advertise/list')) asked.push(req.url());
  });
  await page.goto('/activity');
  await expect(page.getByTestId('promo-card')).toHaveCount(titles.length);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('in the language the visitor asked for, before any of the app', async ({ page, request }) => {
  // a language no document was drawn in yet may miss the server's wait once (the browser renders it)
  await expect
    .poll(async () =>
      (await (await request.get('/activity?lang=zh-cn')).text()).includes('data-prerender="zh-cn"'),
    )
    .toBe(true);
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/activity?lang=zh-cn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('优惠活动');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-cn');
});

test('a member gets the page the app renders for them: no guest markup, their own cards', async ({
  page,
}) => {
  const titles = await advertTitles();
  const errors = pageErrors(page);
  await login(page);
  await page.goto('/activity');
  await expect(page.getByTestId('promo-card')).toHaveCount(titles.length);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(errors).toEqual([]);
});

test("a redeployed remote's next document is drawn by its new release's server container", async ({
  request,
}) => {
  // a release of remote-activities whose server container titles the page differently
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'activities-release-'));
  fs.cpSync(activitiesDist, copy, { recursive: true });
  const manifestFile = path.join(copy, 'app-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { buildId: string };
  manifest.buildId = `e2e-ssr-${Date.now()}`;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const serverDir = path.join(copy, 'server');
  const words = fs.readdirSync(serverDir).find((f) => f.startsWith('i18n-vi-json.'))!;
  const wordsFile = path.join(serverDir, words);
  const text = fs.readFileSync(wordsFile, 'utf8');
  expect(text).toContain('"title":"Khuyến mãi"');
  fs.writeFileSync(wordsFile, text.replace('"title":"Khuyến mãi"', '"title":"Ưu đãi mới"'));
  // the build's compressed twins of the changed files would be served in their place
  for (const file of [manifestFile, wordsFile])
    for (const twin of ['.br', '.gz']) fs.rmSync(file + twin, { force: true });
  const heading = async () => {
    const html = await (await request.get('/activity')).text();
    return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
  };
  await expect.poll(heading).toBe('Khuyến mãi');
  await controlSite('deploy', 'activities', copy);
  try {
    await expect.poll(heading, { timeout: 20_000 }).toBe('Ưu đãi mới');
  } finally {
    await controlSite('deploy', 'activities', activitiesDist);
    fs.rmSync(copy, { recursive: true, force: true });
  }
  // and back: the first release's container again, though it was loaded before
  await expect.poll(heading, { timeout: 20_000 }).toBe('Khuyến mãi');
});
