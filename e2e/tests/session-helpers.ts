import { expect, type Page } from '@playwright/test';
import { SANDBOX, adminHeaders } from './helpers';

// Session helpers shared by the login and sign-up specs.

interface OutboxEntry {
  mobile: string;
  code: string;
  at: number;
}

/** Newest SMS code sent to `mobile` after `since` (ms), read from the sandbox outbox. */
export async function smsCode(mobile: string, since: number): Promise<string> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${SANDBOX}/__admin/sms-outbox?mobile=${mobile}`, {
          headers: adminHeaders,
        });
        const body = (await res.json()) as { data: OutboxEntry[] };
        found = body.data.find((m) => m.mobile === mobile && m.at >= since);
        return Boolean(found);
      },
      { timeout: 5_000 },
    )
    .toBe(true);
  return found!.code;
}

export function dialog(page: Page) {
  return page.getByRole('dialog');
}

export async function openLogin(page: Page, path = '/?lang=en'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(dialog(page)).toBeVisible();
}

/** Clicks the send button; after a cooldown answer (a run within the last minute) waits it out. */
export async function sendCode(page: Page): Promise<number> {
  const button = page.getByTestId('sms-send');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const since = Date.now() - 1000;
    await button.click();
    const sent = dialog(page).getByRole('status').filter({ hasText: 'Code sent' });
    const refused = dialog(page).getByRole('alert');
    await expect(sent.or(refused)).toBeVisible();
    if (await sent.isVisible()) return since;
    // S15: the server's cooldown disables the button with a countdown until it ends
    await expect(button).toBeDisabled();
    await expect(button).toHaveText(/Resend in \d+ s/);
    await expect(button).toBeEnabled({ timeout: 65_000 });
  }
  throw new Error('no SMS code could be sent');
}

/** Picks a date of birth in the sign-up form (issue 18: both forms ask for it). */
export async function pickBirthDate(page: Page, year: number, month: number, day: number) {
  const form = dialog(page);
  await form.getByRole('combobox', { name: 'Day' }).selectOption(String(day));
  await form.getByRole('combobox', { name: 'Month' }).selectOption(String(month));
  await form.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
}
