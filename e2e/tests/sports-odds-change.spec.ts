import { expect, test } from '@playwright/test';
import { amount, openSports, slip, slipBalance } from './sports-helpers';

// Issue #10 "Done when": odds move during the slip; limits refuse a bet before it is sent.
test.describe('sportsbook slip rules', () => {
  test('with "better only" a worse price waits for an explicit accept, then places', async ({
    page,
  }) => {
    await openSports(page, 'Live');
    await page.getByTestId('odds-change').selectOption('1');
    // Both sides of one live handicap: when the line's price ticks, one side gets worse.
    const open = '[data-cell="handicap"] [data-testid="odds-button"]:not([disabled])';
    const row = page
      .getByTestId('match-card')
      .filter({ has: page.locator(open).nth(1) })
      .first();
    const sides = row.locator(open);
    await sides.nth(0).click();
    await sides.nth(1).click();
    await expect(slip(page).getByTestId('slip-item')).toHaveCount(2);
    for (const i of [0, 1]) await slip(page).getByRole('textbox').nth(i).fill('10000');
    const accept = slip(page).getByTestId('accept-odds');
    // sandbox live prices move every 10 s; the slip re-quotes every 3 s
    await expect(accept).toBeVisible({ timeout: 30_000 });
    const place = slip(page).getByTestId('place-bet');
    await expect(place).toBeDisabled();
    const before = await slipBalance(page);
    await accept.click();
    await expect(accept).toHaveCount(0);
    await expect(place).toBeEnabled();
    await place.click();
    await expect(slip(page).getByTestId('receipt')).toHaveCount(2);
    await expect(slip(page).getByTestId('receipt').filter({ hasText: 'Confirmed' })).toHaveCount(2);
    await expect
      .poll(async () => amount(await slip(page).getByTestId('slip-balance').textContent()))
      .toBe(before - 20_000);
  });

  test('a stake above the maximum is refused with the limit in words', async ({ page }) => {
    await openSports(page);
    await page
      .getByTestId('match-card')
      .first()
      .locator('[data-testid="odds-button"]:not([disabled])')
      .first()
      .click();
    await slip(page).getByRole('textbox').first().fill('60000000');
    await expect(
      slip(page).getByTestId('slip-problem').filter({ hasText: 'The maximum stake is' }),
    ).toContainText('50,000,000');
    await expect(slip(page).getByTestId('place-bet')).toBeDisabled();
    await slip(page).getByRole('textbox').first().fill('5000');
    await expect(
      slip(page).getByTestId('slip-problem').filter({ hasText: 'The minimum stake is' }),
    ).toContainText('10,000');
    await expect(slip(page).getByTestId('place-bet')).toBeDisabled();
  });
});
