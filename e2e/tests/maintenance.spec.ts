import { expect, test } from '@playwright/test';
import { SANDBOX } from './helpers';

async function faults(method: 'POST' | 'DELETE', body?: unknown) {
  const res = await fetch(`${SANDBOX}/__admin/faults`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`faults ${method} ${res.status}`);
}

// SPEC §4 site maintenance: status 1 and point includes 0 -> the maintenance page, with its window.
test('site maintenance on and off through the sandbox switch', async ({ page }) => {
  try {
    await faults('POST', {
      siteMaintenance: {
        on: true,
        title: 'Scheduled upgrade',
        content: 'Back soon with new features.',
        startTime: '2026-11-22 10:00:00',
        endTime: '2026-11-22 12:00:00',
      },
    });
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { name: 'Scheduled upgrade' })).toBeVisible();
    await expect(page.getByText('Back soon with new features.')).toBeVisible();
    await expect(page.getByTestId('maintenance-window')).toHaveText(
      /From \d\d\/\d\d \d\d:\d\d to \d\d\/\d\d \d\d:\d\d/,
    );
    await expect(page.getByRole('link', { name: 'Sports', exact: true })).toHaveCount(0);
  } finally {
    await faults('DELETE');
  }
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Bet live, watch live' })).toBeVisible();
});
