import { expect, test, type Page } from '@playwright/test';
import type { USERS } from './helpers';
import { login } from './helpers';

// Issue 4, SPEC §2 route table and §6 roles (activity pages: activity-routes.spec.ts). Each path is
// opened directly as each kind of viewer; the host mounts the remote that declared it or applies the
// guard. A guard is UX only: the sandbox enforces the same rules (contract suite).
type Viewer = 'guest' | keyof typeof USERS;
type Access = 'open' | 'member' | 'anchor' | 'admin';

const ROUTES: ReadonlyArray<{ path: string; id: string; access: Access }> = [
  { path: '/sports', id: 'sports', access: 'member' },
  { path: '/sports/sportsdetail/1', id: 'sports', access: 'member' },
  { path: '/electronic/1001104', id: 'electronic', access: 'member' },
  { path: '/personal/1', id: 'personal', access: 'member' },
  { path: '/anchorPlay', id: 'anchorPlay', access: 'member' },
  { path: '/personalAnchor', id: 'personalAnchor', access: 'anchor' },
  { path: '/superadmincenter', id: 'superadmin', access: 'admin' },
  { path: '/activity', id: 'activity', access: 'open' },
  { path: '/vipDedicatedManager', id: 'vipDedicatedManager', access: 'open' },
  { path: '/vipBusinessGirl', id: 'vipBusinessGirl', access: 'open' },
  { path: '/vipYacht', id: 'vipYacht', access: 'open' },
];

/** What a viewer should get on a route: the page, the login dialog on `/`, or `/403`. */
function expected(access: Access, viewer: Viewer): 'page' | 'login' | 'forbidden' {
  if (access === 'open') return 'page';
  if (viewer === 'guest') return 'login';
  if (access === 'member') return 'page';
  return access === viewer ? 'page' : 'forbidden';
}

async function expectOutcome(page: Page, route: (typeof ROUTES)[number], viewer: Viewer) {
  const outcome = expected(route.access, viewer);
  await page.goto(`${route.path}${route.path.includes('?') ? '&' : '?'}lang=en`);
  if (outcome === 'page') {
    await expect(page.locator(`[data-route-id="${route.id}"]`)).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`${route.path.replace(/\//g, '\\/')}(\\?|$)`));
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
  } else if (outcome === 'login') {
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/(\?|$)/);
    await page.keyboard.press('Escape');
  } else {
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.locator(`[data-route-id]`)).toHaveCount(0);
  }
}

for (const viewer of ['guest', 'member', 'anchor', 'admin'] as const) {
  test(`SPEC §2/§6 every route as ${viewer}`, async ({ page }) => {
    test.setTimeout(120_000);
    if (viewer !== 'guest') await login(page, viewer);
    for (const route of ROUTES) {
      await test.step(`${route.path} (${route.access})`, () => expectOutcome(page, route, viewer));
    }
  });
}

// host-owned open pages (SPEC §2: VentureInvest, AppDownload, HelpCenter, sponsor; §6 visitors)
for (const path of ['/HelpCenter', '/AppDownload', '/VentureInvest', '/sponsor']) {
  test(`${path} opens for a guest with its heading`, async ({ page }) => {
    await page.goto(`${path}?lang=en`);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}\\?`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test.describe('error pages and unknown paths', () => {
  for (const path of ['/404', '/500', '/403']) {
    test(`${path} shows the error page without header or tab bar`, async ({ page }) => {
      await page.goto(`${path}?lang=en`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('header')).toHaveCount(0);
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${path}\\?`));
    });
  }

  for (const path of ['/no-such-page', '/sports-x', '/ActivityView/Nope', '/%E2%98%83']) {
    test(`${path} redirects to /`, async ({ page }) => {
      await page.goto(`${path}?lang=en`);
      await expect(page).toHaveURL(/127\.0\.0\.1:3000\/(\?.*)?$/);
      await expect(page.getByRole('heading', { name: 'Live now' })).toBeVisible();
    });
  }
});

test('S17: a super-admin role written into storage gains nothing', async ({ page }) => {
  await login(page, 'member');
  await page.evaluate(() => {
    const raw = localStorage.getItem('__session');
    if (!raw) throw new Error('no stored session');
    const stored = JSON.parse(raw) as { state: { userInfo: Record<string, unknown> } };
    stored.state.userInfo = { ...stored.state.userInfo, role: 'superAdmin' };
    localStorage.setItem('__session', JSON.stringify(stored));
  });
  await page.goto('/superadmincenter?lang=en');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.locator('[data-route-id="superadmin"]')).toHaveCount(0);
  // the server is the authority too: the registry write of a super admin is refused
  const status = await page.evaluate(async () => {
    const raw = JSON.parse(localStorage.getItem('__session') ?? '{}') as {
      state: { token: string };
    };
    const res = await fetch('http://127.0.0.1:4000/api/platform/registry', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${raw.state.token}` },
      body: JSON.stringify({ remotes: [] }),
    });
    return { http: res.status, body: (await res.json()) as { code: number } };
  });
  expect(status.body.code).not.toBe(200);
});
