import { expect, test, type Page } from '@playwright/test';
import { login, tab } from './helpers';

// Issue 16: once the page is at rest, the pages the tab bar leads to are loaded ahead of use (code and
// messages, host/src/routing/warm-remotes.ts), so a tap renders the page without fetching its code.
const REMOTE_ORIGINS = /^http:\/\/127\.0\.0\.1:(3001|3002|3003|3004)\//;

async function warmedUp(page: Page) {
  await page.waitForFunction(
    () => performance.getEntriesByName('betlive:remotes-warmed').length > 0,
    undefined,
    { timeout: 45_000 },
  );
}

function remoteScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script' && REMOTE_ORIGINS.test(req.url())) urls.push(req.url());
  });
  return urls;
}

test('a member: after the warm-up a tap shows each remote page without fetching its code', async ({
  page,
}) => {
  const warming = remoteScripts(page);
  await login(page);
  await warmedUp(page);
  // the sports route's painter comes with its page (for the provider reads at a tap, its kit and its
  // words, which the page shares); its drawing, which only a page load paints with, does not
  expect(warming.some((url) => url.endsWith('/early-paint.js'))).toBe(true);
  expect(warming.some((url) => /\/early-sports-kit-[\da-f]+\.js$/.test(url))).toBe(true);
  expect(warming.filter((url) => /\/early-sports-paint-[\da-f]+\.js$/.test(url))).toEqual([]);
  const fetched = remoteScripts(page);
  await tab(page, 'Promotions').click();
  await expect(page.getByTestId('promo-card').first()).toBeVisible();
  await tab(page, 'Live').click();
  await expect(page.getByTestId('stream-card').first()).toBeVisible();
  await tab(page, 'Me').click();
  await expect(page.locator('#profile-name')).toBeVisible();
  expect(fetched).toEqual([]);
});

test('a guest: the promotions page is loaded ahead and shows without fetching code; Sports still opens the login', async ({
  page,
}) => {
  const fetched = remoteScripts(page);
  await page.goto('/?lang=en');
  await warmedUp(page);
  // the home page's own widgets load their modules; the warm-up adds the promotions page only
  expect(fetched.filter((u) => u.includes(':3003/')).length).toBeGreaterThan(0);
  const before = fetched.length;
  await tab(page, 'Promotions').click();
  await expect(page.getByTestId('promo-card').first()).toBeVisible();
  expect(fetched.slice(before)).toEqual([]);
  await tab(page, 'Sports').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("a member's tap on Sports asks the provider's list with the token's answer, before the page has rendered; the page takes it", async ({
  page,
}) => {
  // the sports page's code is held back (its early painter, which names the provider's calls, is not)
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.port === '3001' && url.pathname.endsWith('.js') && !/\/early-/.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const lists: string[] = [];
  page.on('request', (req) => {
    if (
      new URL(req.url()).pathname === '/v1/match/getList' &&
      !req.postData()?.includes('matchIds')
    )
      lists.push(req.url());
  });
  await login(page);
  await tab(page, 'Sports').click();
  await expect.poll(() => lists.length, { timeout: 15_000 }).toBe(1);
  await expect(page.getByTestId('match-card')).toHaveCount(0);
  release();
  await expect(page.getByTestId('match-card').first()).toBeVisible();
  expect(lists).toHaveLength(1);
});
