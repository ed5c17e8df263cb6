import { expect, test } from '@playwright/test';
import { login, tab } from './helpers';

// Issue "Federation backbone": one real page per remote, reached through the host's tab bar.
test.describe('tab bar into every remote, with real data from the sandbox', () => {
  test('home shows the layout and the live and promotion widgets', async ({ page }) => {
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { name: 'Bet live, watch live' })).toBeVisible();
    // below-the-fold widgets load when they near the viewport
    await page.locator('[data-widget-slot="live"]').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('live-now').getByTestId('stream-card').first()).toBeVisible();
    await page.locator('[data-widget-slot="activities"]').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('promo-card').first()).toBeVisible();
  });

  test('a member walks through sports, live, promotions and account', async ({ page }) => {
    await login(page);

    await tab(page, 'Sports').click();
    await expect(page).toHaveURL(/\/sports$/);
    await expect(page.getByTestId('match-card').first()).toBeVisible();

    await tab(page, 'Live').click();
    await expect(page).toHaveURL(/\/anchorPlay$/);
    const cards = page.getByTestId('stream-card');
    await expect(cards.first()).toBeVisible();
    // SPEC §4: live streams (status 2) are listed first
    const live = await cards.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-live') === 'true'),
    );
    expect(live.indexOf(false) === -1 || live.slice(live.indexOf(false)).every((l) => !l)).toBe(
      true,
    );
    expect(live[0]).toBe(true);

    await tab(page, 'Promotions').click();
    await expect(page).toHaveURL(/\/activity$/);
    await expect(page.getByTestId('promo-card').first()).toBeVisible();

    await tab(page, 'Me').click();
    await expect(page).toHaveURL(/\/personal\/\w+$/);
    // the member centre masks the user name (SPEC §5)
    await expect(page.getByTestId('profile-username')).toHaveText('Account: member01');
    await expect(page.getByTestId('wallet-balance')).toHaveText(/\d/);
  });

  test('a guest opening a member page gets the login dialog and stays on home', async ({
    page,
  }) => {
    await page.goto('/sports?lang=en');
    await expect(page.getByRole('dialog')).toBeVisible();
    // home, keeping the language the link asked for (sent there early: boot/login-redirect.ts)
    await expect(page).toHaveURL(/\/(\?lang=en)?$/);
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  });
});

test.describe('one store, one React across host and remotes', () => {
  test('a login in the host is seen by a remote; a remote store change is seen by the host', async ({
    page,
  }) => {
    await login(page);
    await tab(page, 'Me').click();
    await expect(page.getByTestId('profile-username')).toHaveText('Account: member01');
    await page
      .getByRole('link', { name: /^Settings/ })
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('radio', { name: 'Light' }).check({ force: true });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('React, ReactDOM and each @app/shared entry come from the host alone, on / then /sports', async ({
    page,
    request,
  }) => {
    // The host bundles React, ReactDOM and the stateful @app/shared entries (what the first screen
    // uses in main.js, the rest with its federation chunk) and provides them to the remotes through
    // the federation runtime. A remote's container carries no copy of its own (`import: false`,
    // build/shared-map.cjs): its federation manifest names no file for any shared module, so no
    // second React, store or client can reach the page.
    const wanted = [
      'react',
      'react-dom',
      ...['store', 'client', 'api/rg', 'api/sportsbook', 'i18n', 'federation', 'ui'].map(
        (e) => `@app/shared/${e}`,
      ),
    ];
    const consumed = new Set<string>();
    const ownCopies: string[] = [];
    for (const base of ['3001', '3002', '3003', '3004'].map((p) => `http://127.0.0.1:${p}`)) {
      const manifest = (await (await request.get(`${base}/mf-manifest.json`)).json()) as {
        shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
      };
      for (const s of manifest.shared) {
        consumed.add(s.name);
        for (const f of [...s.assets.js.sync, ...s.assets.js.async]) ownCopies.push(`${base}/${f}`);
      }
    }
    // the remotes do consume them (else the test would pass by looking at nothing)
    for (const name of wanted) expect(consumed, name).toContain(name);
    expect(ownCopies).toEqual([]);
    const loaded: string[] = [];
    page.on('requestfinished', (r) => loaded.push(r.url().split('?')[0] ?? ''));
    await login(page);
    await tab(page, 'Sports').click();
    await expect(page.getByTestId('match-card').first()).toBeVisible();
    expect(loaded.filter((u) => u === 'http://127.0.0.1:3000/main.js')).toHaveLength(1);
    // what any remote consumes, the host provides: a remote has no copy to fall back on
    const provided = await page.evaluate(() => {
      const runtime = (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown[] } })
        .__FEDERATION__;
      const host = (runtime?.__INSTANCES__ ?? []).find(
        (i): i is { shareScopeMap: { default: object } } =>
          (i as { name?: string }).name === 'host',
      );
      return Object.keys(host?.shareScopeMap.default ?? {});
    });
    expect([...consumed].filter((name) => !provided.includes(name))).toEqual([]);
    // one React on the page: the sportsbook renders with the host's (hooks would throw with a second)
    expect(loaded.filter((u) => /:300[1-4]\/main\.js$/.test(u))).toEqual([]);
  });
});

test('deep links into remote child routes load directly', async ({ page }) => {
  await login(page);
  await page.goto('/personal/me/bets?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Bet records' })).toBeVisible();
  await page.goto('/sports/sportsdetail/1?lang=en');
  await expect(page.getByText('Match detail #1')).toBeVisible();
});

test('a remote runs alone for QA, with the real providers and a login', async ({ page }) => {
  await page.goto('http://127.0.0.1:3001/sports');
  await expect(page.getByText('standalone · sports')).toBeVisible();
  await page.getByLabel('User name').fill('member01');
  await page.getByLabel('Password').fill('Member@123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('match-card').first()).toBeVisible();
});
