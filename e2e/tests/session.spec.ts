import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Request } from '@playwright/test';
import { faults, login, USERS } from './helpers';
import { dialog, openLogin, sendCode, smsCode } from './session-helpers';

// Issue "Host shell", Session: login paths, verification, redirect (S11), logout across tabs (S5),
// session expiry, no secrets in request URLs (S13), SMS send button (S15/S16).

const MEMBER03 = { user: 'member03', pass: 'Member@123', mobile: '933333333' };

test.describe('session', () => {
  test('password login shows the member in the header and goes to the root', async ({ page }) => {
    await login(page);
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('wrong password shows the server message', async ({ page }) => {
    await openLogin(page);
    await dialog(page).getByLabel('User name').fill('member01');
    await dialog(page).getByLabel('Password').fill('not-the-password1');
    await dialog(page).getByRole('button', { name: 'Log in' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Incorrect user name or password');
  });

  test('phone login with the SMS code; one send per double click (S15); no secrets in URLs (S13)', async ({
    page,
  }) => {
    // a known number (member08): phone login of an unknown one must sign up first (issue 18)
    const mobile = '977000008';
    const urls: string[] = [];
    const smsRequests: Request[] = [];
    page.on('request', (r) => {
      urls.push(r.url());
      if (r.url().includes('/api/user/auth/sms/send')) smsRequests.push(r);
    });

    await openLogin(page);
    await dialog(page).getByRole('tab', { name: 'Phone code' }).click();
    await expect(dialog(page).getByRole('option', { name: 'CN +86' })).toBeAttached();
    await dialog(page).getByLabel('Phone number').fill(mobile);
    const code = dialog(page).getByLabel('Verification code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    const since = Date.now() - 1000;
    const button = page.getByTestId('sms-send');
    await button.dblclick();
    await expect(button).toHaveText(/Resend in \d+ s/);
    await expect(button).toBeDisabled();
    expect(smsRequests).toHaveLength(1);
    expect(JSON.parse(smsRequests[0]!.postData() ?? '{}')).toMatchObject({
      mobile,
      countryCode: '84',
    });

    const sms = await smsCode(mobile, since);
    await code.fill(`${sms}x`); // digits only
    await expect(code).toHaveValue(sms);
    await dialog(page).getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('header-username')).toHaveText('member08');

    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('__session') ?? '{}') as { state?: { token?: string } })
          .state?.token,
    );
    expect(token).toBeTruthy();
    for (const secret of [mobile, sms, token!]) {
      expect(urls.filter((u) => u.includes(secret))).toEqual([]);
    }
    expect(smsRequests).toHaveLength(1);
  });

  test('member03 needs the verification dialog; no password or code in URLs (S13)', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await openLogin(page);
    await dialog(page).getByLabel('User name').fill(MEMBER03.user);
    await dialog(page).getByLabel('Password').fill(MEMBER03.pass);
    await dialog(page).getByRole('button', { name: 'Log in' }).click();

    const verify = page.getByRole('dialog', { name: 'Verify it’s you' });
    await expect(verify).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(verify).toContainText('933');
    const since = await sendCode(page);
    const sms = await smsCode(MEMBER03.mobile, since);
    await verify.getByLabel('Verification code').fill(sms);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('header-username')).toHaveText(MEMBER03.user);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    for (const secret of [MEMBER03.pass, encodeURIComponent(MEMBER03.pass), sms, MEMBER03.mobile]) {
      expect(urls.filter((u) => u.includes(secret))).toEqual([]);
    }
  });

  test('the dialog traps focus and closes on Escape', async ({ page }) => {
    await openLogin(page);
    await expect(dialog(page).getByLabel('User name')).toBeFocused();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() =>
          Boolean(document.activeElement?.closest('[role="dialog"][aria-modal="true"]')),
        ),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  for (const theme of ['dark', 'light']) {
    test(`the login dialog has no serious axe violations (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('__local-theme', t), theme);
      await openLogin(page);
      for (const tabName of ['Account', 'Phone code', 'Sign up']) {
        await dialog(page).getByRole('tab', { name: tabName }).click();
        await page.waitForTimeout(250); // the open animation
        const result = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
        const serious = result.violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        );
        expect(serious.map((v) => `${tabName}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
      }
    });
  }

  test('redirect query: a same-origin path is followed (S11)', async ({ page }) => {
    await openLogin(page, '/?lang=en&redirect=%2Factivity');
    await dialog(page).getByLabel('User name').fill(USERS.member.user);
    await dialog(page).getByLabel('Password').fill(USERS.member.pass);
    await dialog(page).getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/activity$/);
    await expect(page.getByTestId('header-username')).toHaveText(USERS.member.user);
  });

  for (const hostile of ['//evil.com', 'https://evil.com', '/\\evil.com']) {
    test(`redirect query: ${hostile} is refused and lands on the root (S11)`, async ({ page }) => {
      await openLogin(page, `/?lang=en&redirect=${encodeURIComponent(hostile)}`);
      await dialog(page).getByLabel('User name').fill(USERS.member.user);
      await dialog(page).getByLabel('Password').fill(USERS.member.pass);
      await dialog(page).getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByTestId('header-username')).toHaveText(USERS.member.user);
      // the refused value is dropped with the rest of the query
      await expect(page).toHaveURL('http://127.0.0.1:3000/');
    });
  }

  test('logout goes to the root, reloads, and logs out a second tab within a second (S5)', async ({
    context,
  }) => {
    const a = await context.newPage();
    await login(a);
    await a.goto('/activity');
    const b = await context.newPage();
    await b.goto('/?lang=en');
    await expect(b.getByTestId('header-username')).toHaveText(USERS.member.user);

    const reloaded = a.waitForEvent('load');
    await a.getByRole('button', { name: 'Log out' }).click();
    await expect(b.getByRole('button', { name: 'Log in' }).first()).toBeVisible({ timeout: 1000 });
    await expect(b.getByTestId('header-username')).toHaveCount(0);
    await reloaded;
    await expect(a).toHaveURL(/\/$/);
    await expect(a.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    const stored = await a.evaluate(() => localStorage.getItem('__session'));
    expect(JSON.parse(stored ?? '{}').state?.token ?? null).toBeNull();
  });

  test('an expired session mid-use logs out and asks to log in again', async ({ page }) => {
    await login(page);
    try {
      await faults('POST', { expireSessions: true });
      // the next authenticated call (the profile load of a page load) answers 'login expired'
      await page.reload();
      const notice = page.getByRole('dialog').getByText('Your session has expired');
      await expect(notice).toBeVisible();
      await expect(page.getByTestId('header-username')).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname === '/');
    } finally {
      await faults('DELETE');
    }
  });

  test('an expiry found when a page loads says so, and logging in again returns to that page', async ({
    page,
  }) => {
    await login(page);
    await page.goto('/personal/me?lang=en');
    await expect(page.getByTestId('header-username')).toBeVisible();
    // the open page is left first: its own calls would find the expiry before the page load does
    await page.goto('about:blank');
    try {
      await faults('POST', { expireSessions: true });
      await page.goto('/personal/me?lang=en');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Your session has expired')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/');
    } finally {
      await faults('DELETE');
    }
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('User name').fill('member01');
    await dialog.getByLabel('Password').fill('Member@123');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/personal/me');
    await expect(page.getByTestId('header-username')).toHaveText('member01');
  });
});
