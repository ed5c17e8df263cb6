import { expect, test } from '@playwright/test';
import { getRegistry, login, putRegistry, tab } from './helpers';

// Issue 12: the super admin's operator console (/superadmincenter) drives what members see.

test('admin01 disables the live section; another browser loses it on its next load', async ({
  page,
  browser,
}) => {
  const original = await getRegistry();
  try {
    await login(page, 'admin');
    await page.goto('/superadmincenter?lang=en');
    const live = page.locator('[data-remote-row="live"]');
    await expect(live).toContainText(/\d+\.\d+\.\d+/);
    await live.getByRole('switch', { name: 'Section live on' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('button', { name: 'Yes, apply' }).click();
    await expect(page.getByTestId('registry-saved')).toBeVisible();
    await expect(live.getByRole('switch')).toHaveAttribute('aria-checked', 'false');

    const other = await browser.newContext();
    const guest = await other.newPage();
    await guest.goto('/?lang=en');
    await expect(tab(guest, 'Sports')).toBeVisible();
    await expect(guest.getByRole('link', { name: 'Live', exact: true })).toHaveCount(0);
    await guest.goto('/anchorPlay?lang=en');
    await expect(guest.locator('[data-remote-unavailable="live"]')).toBeVisible();
    await other.close();

    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.locator('[data-audit-action="registry.save"]').first()).toBeVisible();
  } finally {
    await putRegistry(original);
  }
});

test('admin01 puts a lobby into maintenance; member01 sees its countdown; the audit lists both actions', async ({
  page,
  browser,
}) => {
  await login(page, 'admin');
  await page.goto('/superadmincenter/maintenance?lang=en');
  await page.getByLabel('What').selectOption('lobby');
  await page.getByLabel('Lobby id').fill('1001103');
  await page.getByRole('button', { name: 'Start maintenance' }).click();
  await page.getByRole('button', { name: 'Yes, apply' }).click();
  const list = page.getByTestId('maintenance-list');
  await expect(list).toContainText('Game lobby #1001103');

  const other = await browser.newContext();
  const member = await other.newPage();
  try {
    await login(member, 'member');
    await member.goto('/electronic/1001103?lang=en');
    await expect(
      member.getByRole('heading', { name: 'This game lobby is under maintenance' }),
    ).toBeVisible();
    await expect(member.getByText(/^Back in \d+:\d\d(:\d\d)?$/)).toBeVisible();
  } finally {
    await list.getByRole('button', { name: 'End now' }).click();
    await expect(page.getByText('Nothing is in maintenance.')).toBeVisible();
  }
  await member.reload();
  await expect(member.locator('[data-section-maintenance]')).toHaveCount(0);
  await other.close();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.locator('[data-audit-action="maintenance.start"]').first()).toBeVisible();
  await expect(page.locator('[data-audit-action="maintenance.end"]').first()).toBeVisible();
});
