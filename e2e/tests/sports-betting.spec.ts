import { expect, test } from '@playwright/test';
import { amount, openSports, price, slip, slipBalance, walletBalance } from './sports-helpers';

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

  test('in vi a 3-pick system bet is offered by its Vietnamese name, placed as one ticket, listed with its combinations', async ({
    page,
  }) => {
    // issue 52 #2: "Xiên 3 · 4 cược" (the full cover of 3 picks) is one ticket of 4 bets
    await openSports(page, 'Today', 'vi');
    for (const row of [0, 1, 2]) await price(page, row).click();
    await expect(slip(page).getByTestId('slip-item')).toHaveCount(3);
    await slip(page).getByRole('tab', { name: 'Cược xiên' }).click();
    const options = slip(page).getByTestId('series-option');
    await expect(options).toHaveCount(3);
    await expect(options.nth(0)).toContainText('Xiên 3 · 3 cược xiên 2');
    await expect(options.nth(1)).toContainText('Xiên 3 · 1 cược');
    const cover = options.filter({ hasText: 'Xiên 3 · 4 cược' });
    await expect(cover).toHaveCount(1);
    expect(await page.locator('body').innerText()).not.toContain('串');
    const before = await walletBalance(page);
    await cover.getByRole('textbox').fill('10000');
    await expect(cover).toContainText('× 4 = 40,000');
    await expect(slip(page).getByTestId('slip-total')).toHaveText(/40,000/);
    await slip(page).getByTestId('place-bet').click();
    const receipts = slip(page).getByTestId('receipt');
    await expect(receipts).toHaveCount(1);
    await expect(receipts).toContainText('Xiên 3 · 4 cược');
    await expect(receipts).toContainText('Đã xác nhận');
    // the sandbox's own balance, not the screen's
    await expect.poll(() => walletBalance(page)).toBe(before - 40_000);
    await page.getByRole('link', { name: 'Cược của tôi' }).click();
    const ticket = page.getByTestId('bet-card').first();
    await expect(ticket.getByTestId('bet-title')).toHaveText('Xiên 3 · 4 cược');
    await expect(ticket.getByTestId('ticket-combination')).toHaveCount(4);
    await expect(ticket.getByTestId('ticket-combination').nth(3)).toContainText('Xiên 3');
    await expect(ticket).toContainText('40,000');
    expect(await page.locator('body').innerText()).not.toContain('串');
    // the same ticket and slip in English: the book's names, still no Chinese notation
    await page.goto('/sports/mybets?lang=en');
    await expect(page.getByTestId('bet-card').first().getByTestId('bet-title')).toHaveText(
      'Trixie (4 bets)',
    );
    await page.goto('/sports?lang=en');
    await slip(page).getByRole('tab', { name: 'Parlay' }).click();
    await expect(slip(page).getByTestId('series-option').nth(2)).toContainText('Trixie (4 bets)');
    expect(await page.locator('body').innerText()).not.toContain('串');
  });

  test('the picks survive a reload and are re-checked against the provider', async ({ page }) => {
    await openSports(page);
    await price(page, 0).click();
    await price(page, 1).click();
    await expect(slip(page).getByTestId('slip-item')).toHaveCount(2);
    await page.reload();
    await expect(page.getByTestId('match-card').first()).toBeVisible();
    await expect(slip(page).getByTestId('slip-item')).toHaveCount(2);
    // re-validated: the quote gives each pick its stake limits again, so a stake can be placed
    await slip(page).getByRole('textbox').first().fill('10000');
    await expect(slip(page).getByTestId('place-bet')).toBeEnabled();
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
