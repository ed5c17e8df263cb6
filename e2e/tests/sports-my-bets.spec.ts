import { expect, test } from '@playwright/test';
import { amount, openSports, price, slip, slipBalance } from './sports-helpers';

// Issue #10 "Done when": cash out moves the balance; a reserve bet is placed and cancelled.
test.describe('sportsbook my bets', () => {
  test('cash out of an open bet pays the quoted amount into the balance', async ({ page }) => {
    await openSports(page);
    await price(page, 3).click();
    await slip(page).getByRole('textbox').first().fill('20000');
    await slip(page).getByTestId('place-bet').click();
    await expect(slip(page).getByTestId('receipt')).toContainText('Confirmed');
    await page.getByRole('link', { name: 'My bets' }).click();
    const card = page.getByTestId('bet-card').first();
    await expect(card).toContainText('20,000');
    const before = await slipBalance(page);
    await card.getByTestId('cash-out').click();
    const confirm = card.getByTestId('cash-out-confirm');
    await expect(confirm).toBeEnabled();
    // the button reads "Cash out 19,000 VND" followed by the countdown ("9s") in its own span
    const label = (await confirm.textContent()) ?? '';
    const timer = (await confirm.locator('span').last().textContent()) ?? '';
    const quoted = amount(label.slice(0, label.length - timer.length));
    expect(quoted).toBeGreaterThan(0);
    await confirm.click();
    await expect
      .poll(async () => amount(await slip(page).getByTestId('slip-balance').textContent()))
      .toBe(before + quoted);
    await page.getByRole('tab', { name: 'Settled' }).click();
    await expect(page.getByTestId('bet-state').first()).toHaveText('Cashed out');
  });

  test('a reserve bet is placed from the slip, listed, and cancelled without a charge', async ({
    page,
  }) => {
    await openSports(page);
    await price(page, 4).click();
    const before = await slipBalance(page);
    await slip(page).getByRole('textbox').first().fill('10000');
    await slip(page).getByTestId('reserve-open').click();
    await expect(slip(page).getByTestId('reserve-target')).not.toHaveValue('');
    await slip(page).getByTestId('reserve-submit').click();
    await expect(slip(page).getByRole('status').filter({ hasText: 'Reserved' })).toBeVisible();
    await page.getByRole('link', { name: 'My bets' }).click();
    await page.getByRole('tab', { name: 'Reserved' }).click();
    const state = page.getByTestId('reserve-state').first();
    await expect(state).toHaveText('Waiting for the target odds');
    await page.getByTestId('reserve-cancel').first().click();
    await expect(state).toHaveText('Cancelled');
    expect(await slipBalance(page)).toBe(before);
  });
});
