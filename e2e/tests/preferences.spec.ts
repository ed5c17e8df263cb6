import { expect, test, type Page } from '@playwright/test';

/** Picks a language in the header's menu (its button is labelled in the current language). */
async function chooseLanguage(page: Page, title: string) {
  await page.locator('header [aria-haspopup="menu"]').click();
  await page.getByRole('menuitemradio', { name: title }).click();
}

// Issue 4: language (SPEC §1 title, §4 selection order), theme (§4 local-theme) and the deviceId
// query override (§2, §3 format), in a real browser against the built site.
const TITLE_ZH = '胜利因你更精彩';
const TITLE_OTHER = 'Chiến thắng thêm phấn khích vì có bạn';

test('language switch: vi, zh-cn, en change the words, html lang and title, and survive a reload', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(page).toHaveTitle(TITLE_OTHER);

  await chooseLanguage(page, 'Việt nam');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page).toHaveTitle(TITLE_OTHER);
  await expect(page.getByRole('button', { name: 'Đăng nhập' }).first()).toBeVisible();

  await chooseLanguage(page, '简体中文');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-cn');
  await expect(page).toHaveTitle(TITLE_ZH);
  await expect(page.getByRole('button', { name: '登录' }).first()).toBeVisible();

  // the stored language wins over the build market (vi) once there is no query
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-cn');
  await expect(page).toHaveTitle(TITLE_ZH);

  await chooseLanguage(page, 'English');
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('SPEC §4: the query language wins over the stored one; without either the Vietnam build gives vi', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.goto('/?lang=zh-cn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-cn');
});

test('theme: dark by default, light persists under __local-theme across a reload', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole('button', { name: 'Light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('__local-theme'))).toBe('light');
  const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(light).not.toBe(dark);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('deviceId query overrides the stored id and is sent as deviceNo', async ({ page }) => {
  const first = page.waitForResponse((res) =>
    res.url().endsWith('/api/operation/siteMain/queryDetail'),
  );
  await page.goto('/?lang=en');
  await first; // so the next wait cannot catch this page's request
  const generated = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('__session') ?? '{}') as { state?: { deviceId?: string } })
        .state?.deviceId,
  );
  expect(generated).toMatch(
    /^(H5-AND|H5-IOS|PC-WIN|PC-MAC|PC-LIN|PC-UNK)-\d+-[A-Za-z0-9]{6}-[0-9a-f]{8}$/,
  );

  const override = 'PC-LIN-1795340000-abc123-0a1b2c3d';
  const sent = page.waitForRequest(
    (req) => req.url().endsWith('/api/operation/siteMain/queryDetail') && req.method() === 'POST',
  );
  await page.goto(`/?lang=en&deviceId=${override}`);
  expect((await sent).headers()['deviceno']).toBe(override);
  const stored = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('__session') ?? '{}') as { state?: { deviceId?: string } })
        .state?.deviceId,
  );
  expect(stored).toBe(override);
  // a later visit without the query keeps the overridden id
  const again = page.waitForRequest(
    (req) => req.url().endsWith('/api/operation/siteMain/queryDetail') && req.method() === 'POST',
  );
  await page.goto('/?lang=en');
  expect((await again).headers()['deviceno']).toBe(override);
});
