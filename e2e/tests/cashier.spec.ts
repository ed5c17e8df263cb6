import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, login, SANDBOX, tokenOf } from './helpers';

// Issue 50: member01's cashier end to end, on a phone and on a desktop: a bank-transfer deposit
// the provider confirms, a withdrawal the super admin approves, the day's limit and a cancel.

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

const PIN = '246810';

async function sandbox(path: string, body: unknown) {
  const res = await fetch(`${SANDBOX}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...adminHeaders },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

async function asMember(page: Page, path: string, body?: unknown) {
  const res = await fetch(`${SANDBOX}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await tokenOf(page)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: never };
}

/** The balance the header shows, as a number ('5,200,000' → 5200000). */
async function headerBalance(page: Page): Promise<number> {
  const text = await page.getByTestId('header-balance').textContent({ timeout: 15_000 });
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

/** A verified payout account and a PIN (the first time only: both projects share one database). */
async function ensurePayout(page: Page) {
  const info = (await asMember(page, '/api/cashier/withdraw/info')).data as {
    pinSet: boolean;
    accounts: unknown[];
  };
  if (!info.pinSet)
    expect(
      (await asMember(page, '/api/cashier/pin', { pin: PIN, loginPassword: 'Member@123' })).code,
    ).toBe(200);
  if (!info.accounts.length)
    expect(
      (
        await asMember(page, '/api/cashier/account/add', {
          kind: 'bank',
          bankCode: 'VCB',
          number: '0123456789',
          holder: 'Nguyen Van An',
        })
      ).code,
    ).toBe(200);
}

async function requestWithdrawal(page: Page, amount: string) {
  await page.getByTestId('withdraw-amount').fill(amount);
  await page.getByTestId('withdraw-pin').fill(PIN);
  await page.getByTestId('withdraw-submit').click();
}

/** The newest withdrawal's reference, read from the member's history. */
async function newestWithdrawal(page: Page): Promise<{ id: string; reference: string }> {
  const list = (await asMember(page, '/api/cashier/history?type=withdrawal&current=1&size=1'))
    .data as { records: Array<{ id: string; reference: string }> };
  return list.records[0]!;
}

test.beforeAll(async () => {
  // the provider confirms deposits only when told (the journey decides when), pays at once
  const set = await sandbox('/__admin/cashier/settings', { confirmDelayMs: 0, payoutDelayMs: 0 });
  expect(set.code).toBe(200);
});

test.afterAll(async () => {
  await sandbox('/__admin/cashier/settings', { confirmDelayMs: 30_000, payoutDelayMs: 5_000 });
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`cashier on a ${device}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => login(page));

    test('a bank transfer of 200,000 is pending with its reference, then credited once', async ({
      page,
    }) => {
      await page.goto('/personal/me?lang=en');
      await expect(page.getByTestId('wallet-balance')).toContainText('VND');
      const before = await headerBalance(page);
      await page.getByTestId('header-deposit').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
      await page.getByTestId('deposit-amount').fill('200000');
      await page.getByTestId('deposit-submit').click();

      const pay = page.getByTestId('deposit-pay');
      await expect(pay.getByRole('heading', { name: 'Pay 200,000 VND' })).toBeVisible();
      await expect(pay.locator('[data-status="pending"]')).toBeVisible();
      const reference = (await page.getByTestId('deposit-reference').textContent())!.trim();
      expect(reference).toMatch(/^[A-Z0-9]{6,}$/);
      await expect(pay.getByRole('img')).toBeVisible();

      // a refresh while pending loses nothing: the same deposit, the same reference
      await page.reload();
      await expect(page.getByTestId('deposit-reference')).toHaveText(reference);
      await expect(pay.locator('[data-status="pending"]')).toBeVisible();

      // the history lists it as pending, by its reference
      await page.getByRole('link', { name: 'Transactions', exact: true }).click();
      const row = page.locator(`[data-testid="history-row"][data-reference="${reference}"]`);
      await expect(row).toContainText('Pending');
      await expect(row).toContainText('+200,000');
      await page.goBack();
      await expect(page.getByTestId('deposit-reference')).toHaveText(reference);

      // the provider confirms: the page says so and the header moves by exactly 200,000
      expect((await sandbox('/__admin/cashier/deposit', { reference })).code).toBe(200);
      await expect(page.getByTestId('deposit-outcome')).toHaveText(
        'Deposit of 200,000 VND received. Your balance has been updated.',
      );
      await expect.poll(() => headerBalance(page)).toBe(before + 200_000);

      // a repeated confirmation (a provider retry) moves nothing
      await sandbox('/__admin/cashier/deposit', { reference });
      await page.getByRole('link', { name: 'Transactions', exact: true }).click();
      await expect(row).toContainText('Completed');
      await page.reload();
      await expect(row).toContainText('Completed');
      await expect.poll(() => headerBalance(page)).toBe(before + 200_000);
    });

    test('a withdrawal of 100,000 is approved by the super admin and paid; the day’s limit holds', async ({
      page,
      browser,
    }) => {
      await ensurePayout(page);
      await page.goto('/personal/me/withdraw?lang=en');
      await expect(page.getByTestId('withdrawable')).toBeVisible();
      const before = await headerBalance(page);
      await expect(page.getByRole('radio', { name: /Vietcombank · \*{7}6789/ })).toBeChecked();
      await requestWithdrawal(page, '100000');
      await expect(page.getByTestId('withdraw-done')).toContainText(
        'Withdrawal of 100,000 VND requested.',
      );
      await expect.poll(() => headerBalance(page)).toBe(before - 100_000);
      const { reference } = await newestWithdrawal(page);

      const admin = await browser.newContext({ viewport });
      const console_ = await admin.newPage();
      await login(console_, 'admin');
      await console_.goto('/superadmincenter/withdrawals?lang=en');
      const review = console_.locator(`[data-reference="${reference}"]`);
      await expect(review).toContainText('100,000 VND');
      await expect(review).toContainText('Waiting for review');
      await expect(review).toContainText('*******6789');
      await expect(review).not.toContainText('member01');
      await review.getByRole('button', { name: /^Approve/ }).click();
      await review.getByRole('button', { name: 'Yes, apply' }).click();
      await expect(console_.getByTestId('withdrawal-decided')).toHaveText(
        'Approved: 100,000 VND is being paid.',
      );
      await admin.close();

      await page.goto('/personal/me/transactions?lang=en');
      const row = page.locator(`[data-testid="history-row"][data-reference="${reference}"]`);
      await expect(row).toContainText('Paid');
      await expect(row).toContainText('−100,000');

      // a second withdrawal past the day's amount is refused, with what is left, and moves nothing
      const balance = await headerBalance(page);
      await page.goto('/personal/me/withdraw?lang=en');
      await requestWithdrawal(page, '2000000');
      await expect(page.getByTestId('withdraw-error')).toHaveText(
        /You can still withdraw [\d,]+ today\.|You have made today's 3 withdrawals/,
      );
      await page.reload();
      await expect(page.getByTestId('withdrawable')).toBeVisible();
      expect(await headerBalance(page)).toBe(balance);
    });

    test('a withdrawal cancelled while pending gives the money back once', async ({ page }) => {
      await ensurePayout(page);
      await page.goto('/personal/me/withdraw?lang=en');
      await expect(page.getByTestId('withdrawable')).toBeVisible();
      const before = await headerBalance(page);
      await requestWithdrawal(page, '100000');
      await expect(page.getByTestId('withdraw-done')).toBeVisible();
      await expect.poll(() => headerBalance(page)).toBe(before - 100_000);
      const { id, reference } = await newestWithdrawal(page);

      await page.getByRole('link', { name: 'Transactions', exact: true }).click();
      const row = page.locator(`[data-testid="history-row"][data-reference="${reference}"]`);
      await expect(row).toContainText('Pending');
      await row.getByRole('button').click();
      const detail = page.getByTestId('history-detail');
      await expect(detail.getByTestId('detail-reference')).toHaveText(reference);
      await detail.getByTestId('withdraw-cancel').click();
      await expect(detail.getByRole('status')).toHaveText(
        'Withdrawal cancelled. The money is back in your balance.',
      );
      await expect.poll(() => headerBalance(page)).toBe(before);
      await expect(row).toContainText('Cancelled');

      // a second cancel (a retried tap, another tab) is refused and returns nothing more
      const again = await asMember(page, '/api/cashier/withdraw/cancel', {
        id: Number(id.replace(/\D/g, '')),
      });
      expect(again.code).toBe(2011);
      await page.reload();
      await expect(row).toContainText('Cancelled');
      await expect.poll(() => headerBalance(page)).toBe(before);
    });
  });
}
