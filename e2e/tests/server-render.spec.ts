import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

// One render path (issue 46): the host's document server draws `/` with the app's own components
// (host/src/server/document-server.ts), hands the page the answers it drew from, and the app hydrates
// it. Hydration failures are reported as "hydration:" errors (host/src/bootstrap.tsx); other pages
// start from the build's layout (host/scripts/build-server.mjs) and are rendered afresh.

function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /hydrat|did not match/i.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => {
    if (/hydrat/i.test(err.message)) errors.push(err.message);
  });
  return errors;
}

/** Holds the app's script until the returned function is called: the page is what its HTML made it. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

/** The home page's content. */
async function contentShown(page: Page): Promise<void> {
  await expect(page.getByTestId('hot-game').first()).toBeVisible();
  await expect(page.getByTestId('game-bar-item').first()).toBeVisible();
}

/** Counts layout shifts, and skeletons that appear in the main content once the page is there. */
async function watchFirstScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number; skeletonAgain: number };
    w.shift = 0;
    w.skeletonAgain = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!e.hadRecentInput) w.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector('main [aria-busy="true"]')) w.skeletonAgain += 1;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

test("the server draws `/` with the app's components: the HTML holds the page, the answers it was drawn from and the inlined stylesheet", async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<div id="app" data-prerender="vi" data-market="vietnam">');
  for (const part of ['<header', '<main', '<footer', 'Đăng nhập', 'Thể thao', 'Trò chơi hot'])
    expect(html, part).toContain(part);
  // the sandbox's answers, drawn: banner, game bar, hot games with the badge the component draws
  expect(html).toMatch(/<img[^>]+elementtiming="hero-banner"/);
  expect(html.match(/data-testid="game-bar-item"/g)?.length).toBeGreaterThan(3);
  expect(html.match(/data-testid="hot-game"/g)).toHaveLength(4);
  expect(html).toContain('Mahjong Ways');
  expect(html.slice(html.indexOf('<main'), html.indexOf('</main>'))).not.toContain('aria-busy');
  expect(html).toMatch(
    /<link rel="preload" as="image" fetchpriority="high" href="http:\/\/127\.0\.0\.1:4000\/media\/[^"]+">/,
  );
  expect(html).toContain('<script type="application/json" id="page-state">{"mutations":[]');
  // the other languages' layouts, for a visitor whose stored language the server could not see
  expect(html).toContain('<template id="prerender-en">');
  expect(html).toContain('<template id="prerender-zh-cn">');
  // the main stylesheet is inline: no render-blocking CSS request
  expect(html).not.toMatch(/<link[^>]+main\.\w+\.css/);
  // the server's code is not sent (build/serve.mjs)
  expect((await request.get('/.server/document.cjs')).status()).toBe(404);
  expect((await request.get('/%2eserver/document.cjs')).status()).toBe(404);
});

test('without any JavaScript of the app the page is there in the chosen language, with its content, pictures and links', async ({
  page,
}) => {
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/?lang=en');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  // the layout is styled (inline CSS): the header is a bar, not a stack of default blocks
  const header = await page.getByRole('banner').boundingBox();
  expect(header!.height).toBeLessThan(120);
  const banner = page.locator('img[elementtiming="hero-banner"]');
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('game-bar-item').first()).toHaveText(/\S/);
  const hot = page.getByTestId('hot-game').first();
  await expect(hot).toHaveAttribute('href', /^\/electronic\/1001104\?launch=/);
  await expect(hot).toContainText('Hot');
  // a hot game's picture loads with the browser's own lazy loading, no script needed
  await expect
    .poll(() => hot.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test('the language chosen before reaches the server through its cookie', async ({
  page,
  context,
}) => {
  await page.goto('/?lang=zh-cn');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('zh-cn');
  // the next document is drawn in that language by the server, before any app script
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#app')).toHaveAttribute('data-prerender', 'zh-cn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-cn');
  await expect(page.getByRole('heading', { name: '热门游戏' })).toBeVisible();
});

test('a stored login gets no promotion banner before the app knows whether the member takes a break', async ({
  page,
}) => {
  await login(page);
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByTestId('game-bar-item').first()).toBeVisible();
  await expect(page.locator('img[elementtiming="hero-banner"]')).toBeHidden();
});

test("a guest's page hydrates with no mismatch, no layout shift and never a skeleton", async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  await watchFirstScreen(page);
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByTestId('hot-game').first()).toBeVisible();
  release();
  await expect(page.locator('#app')).not.toHaveAttribute('data-prerender', /.*/);
  await contentShown(page);
  await expect(page.getByRole('region', { name: 'Khuyến mãi nổi bật' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => {
    const w = window as unknown as { shift: number; skeletonAgain: number };
    return { shift: w.shift, skeletonAgain: w.skeletonAgain };
  });
  expect(seen.skeletonAgain).toBe(0);
  expect(seen.shift).toBeLessThanOrEqual(0.02);
  expect(errors).toEqual([]);
});

test("a guest's page hydrates without a mismatch and then shows the content", async ({ page }) => {
  const errors = hydrationErrors(page);
  await page.goto('/?lang=zh-cn');
  await contentShown(page);
  await expect(page.locator('#app')).not.toHaveAttribute('data-prerender', /.*/);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a returning member with the light theme hydrates without a mismatch; the guest button never shows', async ({
  page,
}) => {
  await login(page);
  await page.evaluate(() => localStorage.setItem('__local-theme', 'light'));
  const errors = hydrationErrors(page);
  // the guest's login button of the prerender is hidden until the member's header is there
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { loginSeen: boolean[] }).loginSeen = seen;
    new MutationObserver(() => {
      const button = Array.from(document.querySelectorAll('header button')).find((b) =>
        /Đăng nhập|Log in|登录/.test(b.textContent ?? ''),
      );
      if (button && getComputedStyle(button).visibility !== 'hidden') seen.push(true);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto('/');
  await expect(page.getByTestId('header-username')).toBeVisible();
  await contentShown(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(
    await page.evaluate(() => (window as unknown as { loginSeen: boolean[] }).loginSeen),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test('another path than / is not prerendered as the home page', async ({ page }) => {
  // before any app script: the layout around the route's slot, not the home page; no hydration mark
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/HelpCenter');
  await expect(page.locator('#app header')).toBeVisible();
  await expect(page.locator('#app [data-early-route]')).toHaveCount(1);
  await expect(page.locator('#app')).not.toHaveAttribute('data-prerender', /.*/);
  await expect(page.locator('#app')).toHaveAttribute('data-route-shell', 'vi');
  // an error page has no layout: the splash
  await page.goto('/404');
  await expect(page.locator('#boot')).toBeVisible();
  // with the app: the page renders afresh, no hydration
  await page.unroute('**/main.js');
  const errors = hydrationErrors(page);
  await page.goto('/activity');
  await expect(page.locator('[elementtiming="activity-card"]').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("a language stored before the cookie existed gets its layout and the app's own render, never the server's words", async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  await page.addInitScript(() => localStorage.setItem('__language', 'en'));
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('Trò chơi hot')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await contentShown(page);
  expect(errors).toEqual([]);
});

test('a guest opening a page that needs a login sees the home page before any app script, then logs in from the dialog and lands on that page', async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  const release = await holdAppScript(page);
  // 'commit': the held script keeps the load event back
  await page.goto('/sports?lang=en', { waitUntil: 'commit' });
  // the server marked the document (the sports route needs a login), and the early script moved the
  // guest to `/` with the home page's layout: no app script has run yet
  await expect(page).toHaveURL(/\/\?lang=en$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  release();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await contentShown(page);
  await dialog.getByLabel('User name').fill('member01');
  await dialog.getByLabel('Password').fill('Member@123');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/sports\?lang=en$/);
  await expect(page.locator('[data-route-id="sports"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a guest's tap on Log in before the app's script has run opens the dialog once it has", async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/activity?lang=en', { waitUntil: 'commit' });
  // the prerendered header's button: no app listener yet, the early script keeps the tap
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('User name')).toBeVisible();
});

test('a page that needs no login is not marked; a member on a marked page stays on it', async ({
  page,
  request,
}) => {
  const marker = /<meta name="login-required"/;
  expect(await (await request.get('/activity')).text()).not.toMatch(marker);
  expect(await (await request.get('/')).text()).not.toMatch(marker);
  expect(await (await request.get('/sports')).text()).toMatch(marker);
  await login(page);
  await page.goto('/sports?lang=en');
  await expect(page.locator('[data-route-id="sports"]')).toHaveCount(1);
  await expect(page).toHaveURL(/\/sports\?lang=en$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
