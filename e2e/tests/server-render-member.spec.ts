import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

// One render path (issue 46) for a page that needs a login: a browser that holds one says so in a
// cookie (`member`, never the token), and the document server draws the member centre's overview with
// remote-account's own components (its tabs and shortcuts; the profile and wallet cards in their
// loading form, since who the member is and what they hold are the browser's). The browser hydrates
// that tree, then fills the cards in. No painter, no second drawing.

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  return errors;
}

async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number; servedTabs: Element | null };
    w.shift = 0;
    w.servedTabs = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number }>) w.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.servedTabs = document.querySelector('nav[aria-label="Member centre sections"]');
    });
  });
}

test('a login is mirrored in a cookie the server reads, without the token, and a logout drops it', async ({
  page,
  context,
}) => {
  await login(page);
  const cookies = await context.cookies();
  const member = cookies.find((c) => c.name === 'member');
  expect(member?.value).toBe('1');
  const token = await page.evaluate(() => localStorage.getItem('__session') ?? '');
  expect(cookies.map((c) => c.value).join(' ')).not.toContain(
    (JSON.parse(token) as { state: { token: string } }).state.token,
  );
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'member')).toBe(false);
});

test("the server draws a member's centre with the remote's components; the member's data is not in it", async ({
  page,
  context,
}) => {
  await login(page);
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const html = await (
    await page.request.get('/personal/me?lang=en', { headers: { cookie } })
  ).text();
  expect(html).toContain('<script type="application/json" id="served-page">');
  expect(html).toContain('aria-label="Member centre sections"');
  expect(html).not.toContain('member01');
  expect(html).not.toContain('early-paint');
  // a guest asking the same address gets no member page
  const guest = await (
    await page.request.get('/personal/me?lang=en', { headers: { cookie: '' } })
  ).text();
  expect(guest).not.toContain('id="served-page"');
  // without any of the app's code: the tabs and the shortcuts
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/personal/me?lang=en');
  await expect(page.getByRole('navigation', { name: 'Member centre sections' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
});

test("a member's centre hydrates as drawn, then shows their name and balance, with no shift or error", async ({
  page,
}) => {
  await login(page);
  const errors = pageErrors(page);
  await watchShifts(page);
  await page.goto('/personal/me?lang=en');
  await expect(page.locator('#app')).not.toHaveAttribute('data-prerender', /.*/);
  await expect(page.locator('#profile-name')).not.toBeEmpty();
  await expect(page.getByTestId('wallet-balance')).toContainText(/\d/);
  await expect(page.getByTestId('header-username')).toHaveText('member01');
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => {
    const w = window as unknown as { shift: number; servedTabs: Element | null };
    const tabs = document.querySelector('nav[aria-label="Member centre sections"]');
    return { shift: w.shift, kept: !!tabs && tabs === w.servedTabs };
  });
  expect(seen.shift).toBeLessThan(0.02);
  // hydrated, not drawn again: React kept the server's tab strip
  expect(seen.kept).toBe(true);
  expect(errors).toEqual([]);
});

test('a browser whose login is gone but whose cookie stayed goes home to log in, the page kept', async ({
  page,
}) => {
  await login(page);
  // the stored login is lost (storage cleared by the browser), the mirror cookie is not: removed
  // before the member centre's document runs (the app open now would write it again)
  await page.addInitScript(() => {
    if (location.pathname.startsWith('/personal')) localStorage.removeItem('__session');
  });
  const errors = pageErrors(page);
  await page.goto('/personal/me?lang=en');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('dialog').getByLabel('User name')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Member centre sections' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
