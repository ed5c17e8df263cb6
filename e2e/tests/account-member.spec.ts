import { expect, test } from '@playwright/test';
import { adminHeaders, login, memberCall, SANDBOX } from './helpers';

// Issue 12: the member centre (/personal/:id) in Chromium against the sandbox (SPEC §3, §5, §9).

test.beforeEach(async ({ page }) => {
  await login(page, 'member');
});

test('member01 picks avatar 4 and sees it in the header at once and after a reload', async ({
  page,
}) => {
  await page.goto('/personal/me?lang=en');
  // start from avatar 2 whatever an earlier run left, so picking 4 is a change
  expect((await memberCall(page, '/api/member/avatar', { avatarId: 2 })).code).toBe(200);
  await page.reload();
  const header = page.getByRole('link', { name: 'My account' });
  await expect(header).toHaveAttribute('data-avatar-id', '2');
  const avatar = page.getByTestId('profile-avatar');
  await expect(avatar).toHaveAttribute('data-avatar-id', '2');
  await avatar.click();
  await page.getByRole('radio', { name: 'Avatar 4' }).check({ force: true });
  await page.getByRole('button', { name: 'Use this avatar' }).click();
  await expect(avatar).toHaveAttribute('data-avatar-id', '4');
  await expect(header).toHaveAttribute('data-avatar-id', '4');
  // forget the stored user info: after the reload the header shows what the server keeps
  await page.evaluate(() => {
    const raw = JSON.parse(localStorage.getItem('__session') ?? '{}') as {
      state?: { userInfo?: unknown };
    };
    if (raw.state) raw.state.userInfo = null;
    localStorage.setItem('__session', JSON.stringify(raw));
  });
  await page.goto('/?lang=en');
  await expect(header).toHaveAttribute('data-avatar-id', '4');
  await header.click();
  await expect(page).toHaveURL(/\/personal\/me/);
  await expect(page.getByTestId('profile-avatar')).toHaveAttribute('data-avatar-id', '4');
  // the VIP level is badge art, the role is never printed
  await expect(page.locator('[data-vip-level]').first()).toBeVisible();
  await expect(page.getByText('member', { exact: true })).toHaveCount(0);
  // phones show the avatar in the header too, and the header row still fits (icon-only logout)
  for (const lang of ['vi', 'en']) {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/?lang=${lang}`);
    const avatar = page.getByTestId('header-avatar');
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveAttribute('data-avatar-id', '4');
    const logout = page.getByRole('button', { name: lang === 'vi' ? 'Đăng xuất' : 'Log out' });
    await expect(logout).toBeVisible();
    const right = await logout.evaluate((el) => el.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(360);
  }
});

test('guests see no avatar in the header', async ({ browser }) => {
  const guest = await browser.newPage();
  await guest.goto('/?lang=en');
  await expect(guest.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(guest.getByTestId('header-avatar')).toHaveCount(0);
  await guest.close();
});

test('member01 collects funds back from games and the balance follows', async ({ page }) => {
  await page.goto('/personal/me?lang=en');
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toContainText('VND');
  const before = await balance.innerText();
  const moved = await memberCall(page, '/api/game/fund/transfer', { amount: 5000 });
  expect(moved.code).toBe(200);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(balance).not.toHaveText(before);
  await page.getByTestId('wallet-collect').click();
  await expect(page.getByTestId('wallet-collect-result')).toHaveText(
    '5,000 VND moved back to your main wallet.',
  );
  await expect(balance).toHaveText(before);
  await page.getByTestId('wallet-collect').click();
  await expect(page.getByTestId('wallet-collect-result')).toHaveText(
    'All your funds are already in the main wallet.',
  );
});

test("the member centre's deposit and withdraw open the cashier", async ({ page }) => {
  await page.goto('/personal/me?lang=en');
  await page.getByTestId('wallet-balance').waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await page.getByRole('link', { name: 'Withdraw', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
});

test('bet records show totals for the period', async ({ page }) => {
  await page.goto('/personal/me/bets?lang=en');
  await expect(page.getByRole('heading', { name: 'Bet records' })).toBeVisible();
  await expect(page.getByTestId('bets-totals')).not.toContainText('—');
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the odds format chosen here is the one the sportsbook reads', async ({ page }) => {
  await page.goto('/personal/me/settings?lang=en');
  await page.getByText('Hong Kong', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Hong Kong' })).toBeChecked();
  const stored = () =>
    page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('__settings') ?? '{}') as {
            state?: { oddsFormat?: number };
          }
        ).state?.oddsFormat,
    );
  expect(await stored()).toBe(2);
  await page.goto('/sports?lang=en');
  await expect(page.locator('[data-route-id]').first()).toBeAttached();
  expect(await stored()).toBe(2);
  const select = page.getByTestId('odds-format');
  if (await select.count()) await expect(select.first()).toHaveValue('2');
});

test('member01 copies the referral link (site origin) and draws the invite award once', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/personal/me/invite?lang=en');
  await expect(page.getByTestId('invite-code')).toHaveText(/^[A-Za-z0-9]+$/);
  const code = (await page.getByTestId('invite-code').innerText()).trim();
  await expect(page.getByTestId('invite-link')).toHaveValue(`${baseURL}/?inviteCode=${code}`);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByTestId('invite-copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/?inviteCode=${code}`,
  );
  // a friend registers with the code and makes a first deposit of 200,000, which earns member01 an
  // award to draw (an invitee counts once they deposit: issue 49 #5)
  const friend = `inv${Date.now() % 1_000_000}`;
  const res = await fetch(`${SANDBOX}/api/user/auth/account-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      userName: friend,
      password: 'Friend123',
      inviteCode: code,
      birthDate: '1995-04-12',
    }),
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
  const deposit = await fetch(`${SANDBOX}/__admin/deposit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...adminHeaders },
    body: JSON.stringify({ userName: friend, amount: 200_000 }),
  });
  expect(((await deposit.json()) as { code: number }).code).toBe(200);
  await page.reload();
  await expect(page.getByTestId('invite-stats')).toContainText('38,000');
  await page.getByTestId('invite-draw').click();
  await expect(page.getByTestId('invite-draw-result')).toHaveText(
    '38,000 VND added to your main wallet.',
  );
  await page.getByTestId('invite-draw').click();
  await expect(page.getByTestId('invite-draw-result')).toContainText('Nothing to claim yet');
});

test('member01 opening the super admin centre gets the 403 page', async ({ page }) => {
  await page.goto('/superadmincenter?lang=en');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.locator('[data-route-id="superadmin"]')).toHaveCount(0);
});
