// Issue 47 #4: the China site is the same build with config/<mode>.china.json (SPEC §1 title, §4
// language, §7 no platform=vietnam; the currency the market gives is jest's, sportsbook-client.test). The host folder is deployed with that config and
// back; the Vietnam host, checked first in the same way, shows the checks can fail.
import { expect, test, type Page, type Request } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { controlSite } from './helpers';

const root = path.join(__dirname, '..', '..');
const hostDist = path.join(root, 'host', 'dist');

test.use({ locale: 'zh-CN', timezoneId: 'UTC' });

/** The first call the app's client makes to the operator backend (it carries the common headers). */
function firstApiCall(page: Page): Promise<Request> {
  return page.waitForRequest(
    (r) => new URL(r.url()).port === '4000' && r.headers()['client'] === '1',
  );
}

async function visitHome(page: Page, query = '') {
  const post = firstApiCall(page);
  await page.goto(`/${query}`);
  await expect(page.locator('[elementtiming="hero-banner"]').first()).toBeVisible();
  return post;
}

test('the Vietnam host draws Vietnamese for a Chinese browser and sends platform=vietnam', async ({
  page,
}) => {
  const request = await visitHome(page);
  expect(await page.title()).toBe('Chiến thắng thêm phấn khích vì có bạn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  expect(await request.headerValue('platform')).toBe('vietnam');
  expect(await request.headerValue('language')).toBe('vi');
});

test.describe('the China host (config/dev.china.json)', () => {
  let copy = '';
  test.beforeAll(async () => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'host-china-'));
    fs.cpSync(hostDist, copy, { recursive: true });
    const { $schema: _schema, ...china } = JSON.parse(
      fs.readFileSync(path.join(root, 'config', 'dev.china.json'), 'utf8'),
    ) as Record<string, unknown>;
    fs.writeFileSync(path.join(copy, 'config.json'), JSON.stringify(china));
    await controlSite('deploy', 'host', copy);
  });
  test.afterAll(async () => {
    await controlSite('deploy', 'host', hostDist);
    fs.rmSync(copy, { recursive: true, force: true });
  });

  test('a Chinese browser gets the Chinese page and title, and no platform', async ({ page }) => {
    const request = await visitHome(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-cn');
    expect(await page.title()).toBe('胜利因你更精彩');
    expect(await request.headerValue('platform')).toBeNull();
    expect(await request.headerValue('language')).toBe('zh-cn');
    // the server drew the page in the browser's language (the market fixes none, SPEC §4)
    const html = await (
      await page.request.get('/', { headers: { 'Accept-Language': 'zh-CN' } })
    ).text();
    expect(html).toMatch(/data-prerender="?zh-cn/);
  });

  test('another language keeps the China market: no platform', async ({ page }) => {
    const request = await visitHome(page, '?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.title()).toBe('Chiến thắng thêm phấn khích vì có bạn');
    expect(await request.headerValue('platform')).toBeNull();
  });
});
