import { expect, test } from '@playwright/test';
import { amount, openSports, price, slip, slipBalance } from './sports-helpers';

// Issue #10 "Done when": the money path of the sportsbook, as member01 on a fresh sandbox.
test.describe('sportsbook bet slip', () => {
  test('a single from the list is placed, confirmed, charged and listed in my bets', async ({
    page,
  }) => {
    await openSports(page);
    await price(page, 0).click();
    await expect(slip(page).getByTestId('slip-item')).toHaveCount(1);
    await expect(price(page, 0)).toHaveAttribute('aria-pressed', 'true');
    const before = await slipBalance(page);
    await slip(page).getByRole('textbox').first().fill('10000');
    await expect(slip(page).getByTestId('slip-total')).toHaveText(/10,000/);
    const place = slip(page).getByTestId('place-bet');
    await place.click();
    const receipt = slip(page).getByTestId('receipt');
    await expect(receipt).toHaveCount(1);
    await expect(receipt).toContainText('Confirmed');
    await expect
      .poll(async () => amount(await slip(page).getByTestId('slip-balance').textContent()))
      .toBe(before - 10_000);
    await page.getByRole('link', { name: 'My bets' }).click();
    await expect(page.getByTestId('bet-card').first()).toContainText('Single');
    await expect(page.getByTestId('bet-card').first()).toContainText('10,000');
  });

  test('a 3-leg parlay: doubles and the treble at one unit stake are 4 bets, stake × 4', async ({
    page,
  }) => {
    await openSports(page);
    for (const row of [0, 1, 2]) await price(page, row).click();
    await expect(slip(page).getByTestId('slip-item')).toHaveCount(3);
    await slip(page).getByRole('tab', { name: 'Parlay' }).click();
    const options = slip(page).getByTestId('series-option');
    await expect(options).toHaveCount(2);
    await expect(options.nth(0)).toContainText('3串3');
    await expect(options.nth(1)).toContainText('3串1');
    const before = await slipBalance(page);
    for (const i of [0, 1]) await options.nth(i).getByRole('textbox').fill('10000');
    await expect(slip(page).getByTestId('slip-total')).toHaveText(/40,000/);
    await slip(page).getByTestId('place-bet').click();
    await expect(slip(page).getByTestId('receipt')).toHaveCount(2);
    await expect(slip(page).getByTestId('receipt').filter({ hasText: 'Confirmed' })).toHaveCount(2);
    await expect
      .poll(async () => amount(await slip(page).getByTestId('slip-balance').textContent()))
      .toBe(before - 40_000);
  });

  test('a suspended market is locked and cannot be added', async ({ page }) => {
    await openSports(page, 'Live');
    const locked = page.locator('[data-testid="odds-button"][data-locked]').first();
    await expect(locked).toBeVisible();
    await expect(locked).toBeDisabled();
    await locked.click({ force: true });
    await expect(slip(page).getByTestId('slip-item')).toHaveCount(0);
  });

  test('a stake above the balance is refused with a clear message and nothing is placed', async ({
    page,
  }) => {
    await openSports(page);
    await price(page, 0).click();
    const balance = await slipBalance(page);
    await slip(page)
      .getByRole('textbox')
      .first()
      .fill(String(balance + 10_000));
    await expect(slip(page).getByTestId('slip-problem')).toContainText('is more than your balance');
    const place = slip(page).getByTestId('place-bet');
    await expect(place).toBeDisabled();
    await place.click({ force: true });
    await expect(slip(page).getByTestId('receipt')).toHaveCount(0);
    expect(await slipBalance(page)).toBe(balance);
  });

  test('the Hong Kong format changes every price on screen', async ({ page }) => {
    await openSports(page);
    const first = page.getByTestId('odds-price').first();
    const eu = Number(await first.textContent());
    expect(eu).toBeGreaterThan(1);
    await page.getByTestId('odds-format').selectOption('2');
    await expect(first).toHaveText((eu - 1).toFixed(2));
    const shown = await page.getByTestId('odds-price').allTextContents();
    expect(shown.every((t) => t === '' || Number(t) < 100)).toBe(true);
    await page.getByTestId('odds-format').selectOption('1');
    await expect(first).toHaveText(eu.toFixed(2));
  });
});
