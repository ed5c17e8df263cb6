import { expect, test, type Page } from '@playwright/test';
import { login, memberCall } from './helpers';
import { dialog, openLogin, pickBirthDate } from './session-helpers';
import { price, slip } from './sports-helpers';

// Issue 18 "Done when": age gate, limits with cooling-off, a time-out that blocks the slip, a game
// launch and a claim, and the reality check. Each journey has a member of its own (member05-07).

/** A today-list price in the slip, as the logged-in member (English UI unless told). */
async function pickToday(page: Page, lang: 'en' | 'vi' = 'en') {
  await page.goto(`/sports?lang=${lang}`);
  await page.getByRole('tab', { name: lang === 'en' ? /^Today/ : /^Hôm nay/ }).click();
  await expect(page.getByTestId('match-card').first()).toBeVisible();
  await price(page, 0).click();
  await expect(slip(page).getByTestId('slip-item')).toHaveCount(1);
}

test('sign-up refuses a date of birth under 21 before anything is sent', async ({ page }) => {
  // a fixed browser date, so "under 21" is the same whatever day the suite runs
  await page.clock.install({ time: new Date('2026-06-15T10:00:00+07:00') });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('account-register')) sent.push(r.url());
  });
  await openLogin(page);
  await dialog(page).getByRole('tab', { name: 'Sign up' }).click();
  await dialog(page)
    .getByLabel('User name', { exact: true })
    .fill(`young${Date.now() % 1e6}`);
  await dialog(page).getByLabel('Password').fill('Passw0rd!');
  await pickBirthDate(page, 2005, 6, 16); // 21 tomorrow
  await dialog(page).getByRole('button', { name: 'Create account' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'You must be 21 or older to create an account.',
  );
  expect(sent).toEqual([]);
  await expect(page.getByTestId('header-username')).toHaveCount(0);
});

test('a daily stake limit of 100,000 refuses a 150,000 bet in Vietnamese; raising it waits 24 hours', async ({
  page,
}) => {
  await login(page, 'limits');
  await pickToday(page, 'vi');
  // the limit is set after the slip read the member's limits: the server is the judge
  const set = await memberCall(page, '/api/member/rg/limit', {
    kind: 'stake',
    period: 'day',
    amount: 100_000,
  });
  expect(set.code).toBe(200);
  await slip(page).getByRole('textbox').first().fill('150000');
  await slip(page).getByTestId('place-bet').click();
  await expect(slip(page).getByTestId('slip-error')).toHaveText(
    'Cược này vượt hạn mức tiền cược trong 24 giờ qua. Bạn chỉ có thể cược thêm tối đa 100,000.',
  );
  await expect(slip(page).getByTestId('receipt')).toHaveCount(0);
  // the refusal re-reads the limits: the slip now says so before sending
  await expect(slip(page).getByTestId('slip-rg-allowance')).toContainText('100,000 VND');
  await expect(slip(page).getByTestId('place-bet')).toBeDisabled();

  // raising the limit in the member centre shows the 24-hour cooling-off with its countdown
  await page.goto('/personal/me/responsible?lang=en');
  const row = page.getByTestId('rg-limit-stake-day');
  await expect(row).toContainText('100,000');
  await page.getByTestId('rg-limit-input-stake-day').fill('200000');
  await page.getByTestId('rg-limit-save-stake-day').click();
  const pending = page.getByTestId('rg-pending-stake-day');
  await expect(pending).toContainText('200,000');
  await expect(pending).toContainText(/2[34]:\d\d:\d\d/);
  await expect(row).toContainText('100,000');
  await expect(page.getByTestId('rg-audit').getByRole('listitem').first()).toContainText('200,000');
});

test('a 24-hour time-out blocks the slip, a game launch and a claim, and hides promotions', async ({
  page,
}) => {
  await login(page, 'onBreak');
  await page.goto('/personal/me/responsible?lang=en');
  await page.getByTestId('rg-break-24h').click();
  await page.getByTestId('rg-confirm-break').click();
  await expect(page.getByTestId('rg-exclusion-banner')).toBeVisible();

  await pickToday(page);
  await expect(slip(page).getByTestId('slip-rg-break')).toBeVisible();
  await expect(slip(page).getByTestId('place-bet')).toBeDisabled();

  const launches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/single-wallet/jump')) launches.push(r.url());
  });
  await page.goto('/electronic/1001104?lang=en');
  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await expect(page.getByTestId('games-rg-break')).toBeVisible();
  expect(launches).toEqual([]);

  await page.goto('/sign-activity?lang=en');
  await expect(page.getByTestId('activity-rg-break')).toBeVisible();
  await expect(page.getByTestId('sign-in-today')).toBeDisabled();
  // and the server says the same to a claim sent anyway
  const claim = await memberCall(page, '/api/promotion/activity/claim', { activityId: 1 });
  expect(claim.code).toBe(2004);

  await page.goto('/?lang=en');
  await expect(page.getByTestId('rg-break-notice')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the reality check interrupts after an hour with the session result', async ({ page }) => {
  await page.clock.install();
  await login(page, 'reality');
  await pickToday(page);
  await slip(page).getByRole('textbox').first().fill('10000');
  await slip(page).getByTestId('place-bet').click();
  await expect(slip(page).getByTestId('receipt')).toContainText('Confirmed');
  await expect(page.getByTestId('reality-check')).toHaveCount(0);

  await page.clock.fastForward('59:00');
  await expect(page.getByTestId('reality-check')).toHaveCount(0);
  await page.clock.fastForward('01:30');
  const check = page.getByTestId('reality-check');
  await expect(check).toBeVisible();
  await expect(check).toContainText('1 h 0 min');
  await expect(check.getByTestId('reality-check-net')).toHaveText('-10,000');
  await check.getByTestId('reality-check-continue').click();
  await expect(check).toHaveCount(0);
  await expect(page.getByTestId('header-username')).toHaveText('member07');
});
