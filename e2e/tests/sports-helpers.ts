import { expect, type Page } from '@playwright/test';
import { login, memberCall } from './helpers';

/** Digits of an amount text ("5,000,000 VND" → 5000000); VND has no minor units. */
export function amount(text: string | null): number {
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

const TAB_NAMES = {
  en: { Live: 'Live', Today: 'Today', Early: 'Early' },
  vi: { Live: 'Trực tiếp', Today: 'Hôm nay', Early: 'Sớm' },
} as const;

/** Logs member01 in and opens a list tab of the sportsbook, with English UI unless told. */
export async function openSports(
  page: Page,
  tab: 'Live' | 'Today' | 'Early' = 'Today',
  lang: keyof typeof TAB_NAMES = 'en',
): Promise<void> {
  await login(page);
  await page.goto(`/sports?lang=${lang}`);
  await page.getByRole('tab', { name: new RegExp(`^${TAB_NAMES[lang][tab]}`) }).click();
  await expect(page.getByTestId('match-card').first()).toBeVisible();
}

/** The first open price of the n-th match row (0-based) in the winner column. */
export function price(page: Page, row: number) {
  return page
    .getByTestId('match-card')
    .nth(row)
    .locator('[data-cell="winner"] [data-testid="odds-button"]:not([disabled])')
    .first();
}

/** The first open winner price of the list (the list is in league order, and a league may start
 * with a suspended match). */
export function firstOpenPrice(page: Page) {
  return page
    .locator(
      '[data-testid="match-card"] [data-cell="winner"] [data-testid="odds-button"]:not([disabled])',
    )
    .first();
}

export function slip(page: Page) {
  return page.getByTestId('bet-slip');
}

/** Balance in the slip once it has been read after the slip got its first pick. */
export async function slipBalance(page: Page): Promise<number> {
  const el = slip(page).getByTestId('slip-balance');
  await expect(el).toHaveText(/\d/);
  return amount(await el.textContent());
}

/** The member's balance as the sandbox holds it (not as the page shows it). */
export async function walletBalance(page: Page): Promise<number> {
  const r = await memberCall(page, '/api/fund/wallet/member/local', {});
  return (r.data as { memberWallet: { balance: number } }).memberWallet.balance;
}
