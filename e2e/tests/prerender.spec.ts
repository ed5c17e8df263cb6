import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

// Issue 16 "Paint before JavaScript": the built index.html holds the first screen (layout, header,
// tab bar, footer, home skeleton) rendered at build time (host/scripts/prerender.mjs), and the app
// hydrates it. Hydration failures are reported as "hydration:" errors (host/src/bootstrap.tsx).

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

/** The app's own content (the early paint's markup carries no test ids). */
async function contentShown(page: Page): Promise<void> {
  await expect(page.getByTestId('hot-game').first()).toBeVisible();
  await expect(page.getByTestId('game-bar-item').first()).toBeVisible();
}

test('the HTML itself holds the layout, the home skeleton and the inlined stylesheet', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<div id="app" data-prerender="vi" data-market="vietnam"><div class="host_/);
  for (const part of ['<header', '<main', '<footer', 'aria-busy="true"', 'Đăng nhập', 'Thể thao'])
    expect(html, part).toContain(part);
  expect(html).toContain('<template id="prerender-en">');
  expect(html).toContain('<template id="prerender-zh-cn">');
  // the main stylesheet is inline: no render-blocking CSS request
  expect(html).not.toMatch(/<link[^>]+main\.\w+\.css/);
});

test('without any JavaScript of the app the first screen is painted in the chosen language, with the first answers in it', async ({
  page,
}) => {
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/?lang=en');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sports' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // the layout is styled (inline CSS): the header is a bar, not a stack of default blocks
  const header = await page.getByRole('banner').boundingBox();
  expect(header!.height).toBeLessThan(120);
  // the early script filled the skeletons with the sandbox's answers (host/src/boot/early-paint.ts)
  const banner = page.locator('[data-early="banner"] img[elementtiming="hero-banner"]');
  await expect(banner).toBeVisible();
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('[data-early="bar"] [elementtiming="game-bar"]')).toHaveText(/\S/);
  await expect(page.locator('[data-early="hot"] a').first()).toHaveAttribute(
    'href',
    /^\/electronic\/1001104\?launch=/,
  );
  await expect(page.locator('[data-early][aria-busy]')).toHaveCount(0);
});

test('a stored login gets no promotion banner before the app knows whether the member takes a break', async ({
  page,
}) => {
  await login(page);
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('[data-early="bar"][data-early-painted]')).toBeVisible();
  await expect(page.locator('[data-early="banner"]')).toHaveAttribute('aria-busy', 'true');
});

test('the app takes over a page the early script painted: no mismatch, never back to a skeleton', async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  await page.addInitScript(() => {
    const w = window as unknown as { skeletonAgain: string[] };
    w.skeletonAgain = [];
    const painted = new Set<string>();
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll('[data-early-painted]')))
        painted.add(el.getAttribute('data-early') ?? '');
      for (const el of Array.from(document.querySelectorAll('[data-early][aria-busy]'))) {
        const name = el.getAttribute('data-early') ?? '';
        if (painted.has(name)) w.skeletonAgain.push(name);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  // the app's script waits until the early script has painted all three sections
  await page.route('**/main.js', async (route) => {
    await page.waitForFunction(
      () => document.querySelectorAll('[data-early-painted]').length === 3,
    );
    await route.continue();
  });
  await page.goto('/');
  await contentShown(page);
  await expect(page.locator('[data-early-painted]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /./ }).first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { skeletonAgain: string[] }).skeletonAgain),
  ).toEqual([]);
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
  await expect(page.locator('#app [data-early]')).toHaveCount(0);
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

test("the server writes the home page's first answers and the banner's preload into the document: painted with no call answered and no app script", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(
    /<link rel="preload" as="image" fetchpriority="high" href="http:\/\/127\.0\.0\.1:4000\/media\/[^"]+">/,
  );
  expect(html).toContain('<script type="application/json" id="first-screen">{"language":"vi"');
  // the server's code is not sent (build/serve.mjs)
  expect((await request.get('/.server/first-screen.cjs')).status()).toBe(404);
  expect((await request.get('/%2eserver/first-screen.cjs')).status()).toBe(404);

  await page.route('**/main.js', (route) => route.abort());
  // the browser's own first reads never answer: only the document's answers can paint
  await page.route(/:4000\/api\/(promotion\/advertise|user\/home\/bar|game\/home\/slot)/, () => {});
  await page.goto('/');
  const banner = page.locator('[data-early="banner"] img[elementtiming="hero-banner"]');
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('[data-early="bar"] [elementtiming="game-bar"]').first()).toHaveText(
    /\S/,
  );
  await expect(page.locator('[data-early="hot"] a').first()).toHaveAttribute(
    'href',
    /^\/electronic\//,
  );
});

test("a guest in the document's language takes its answers: the app asks none of the three reads and shows its own content", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (
      /\/api\/(promotion\/advertise\/list|user\/home\/bar\/list|game\/home\/slot\/list)/.test(
        req.url(),
      )
    )
      asked.push(req.url());
  });
  await page.goto('/');
  await contentShown(page);
  await expect(page.getByRole('region', { name: 'Khuyến mãi nổi bật' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test("a language chosen before (stored, unseen by the server) paints from its own calls, never the server's words", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('__language', 'en'));
  await page.route('**/main.js', (route) => route.abort());
  await page.route(/:4000\/api\/(promotion\/advertise|user\/home\/bar|game\/home\/slot)/, () => {});
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // the document's answers are Vietnamese (the market's): the English page keeps its skeletons
  await expect(page.locator('[data-early="banner"] img')).toHaveCount(0);
  await expect(page.locator('[data-early="bar"] [elementtiming="game-bar"]')).toHaveCount(0);
});

test('a guest opening a page that needs a login sees the home page before any app script, then logs in from the dialog and lands on that page', async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  const release = await holdAppScript(page);
  // 'commit': the held script keeps the load event back
  await page.goto('/sports?lang=en', { waitUntil: 'commit' });
  // the server marked the document (the sports route needs a login), and the early script moved the
  // guest to `/` and painted its first screen: no app script has run yet
  await expect(page).toHaveURL(/\/\?lang=en$/);
  const banner = page.locator('[data-early="banner"] img[elementtiming="hero-banner"]');
  await expect(banner).toBeVisible();
  await expect(page.locator('[data-early="bar"] [elementtiming="game-bar"]')).toHaveText(/\S/);
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
