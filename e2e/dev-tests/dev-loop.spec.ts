import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { firstOpenPrice, openSports, slip } from '../tests/sports-helpers';

// Issue 45: an edit to a remote's component shows in the open page without a reload, and the
// remote's state (a pick and a typed stake in the bet slip) is kept: React Fast Refresh.
const LAYOUT = path.resolve(__dirname, '../../remote-sports/src/app/sports-layout.tsx');
const BEFORE = "{t('nav.results')}";
const AFTER = "{t('nav.results')} ✓";

test.afterEach(() => {
  const source = fs.readFileSync(LAYOUT, 'utf8');
  if (source.includes(AFTER)) fs.writeFileSync(LAYOUT, source.replace(AFTER, BEFORE));
});

test('an edit to a remote component shows at once and keeps the bet slip', async ({ page }) => {
  await openSports(page);
  await firstOpenPrice(page).click();
  await expect(slip(page).getByTestId('slip-item')).toHaveCount(1);
  const stake = slip(page).getByRole('textbox').first();
  await stake.fill('12000');
  await page.evaluate(() => ((window as unknown as { devLoopMark: number }).devLoopMark = 1));
  const results = page.getByRole('link', { name: 'Results', exact: true });
  await expect(results).toBeVisible();

  const source = fs.readFileSync(LAYOUT, 'utf8');
  expect(source).toContain(BEFORE);
  const edited = Date.now();
  fs.writeFileSync(LAYOUT, source.replace(BEFORE, AFTER));

  await expect(page.getByRole('link', { name: 'Results ✓' })).toBeVisible({ timeout: 30_000 });
  console.log(`[dev] edit to screen: ${Date.now() - edited} ms`);
  // the same document (no reload) with the same slip
  expect(
    await page.evaluate(() => (window as unknown as { devLoopMark?: number }).devLoopMark),
  ).toBe(1);
  await expect(slip(page).getByTestId('slip-item')).toHaveCount(1);
  await expect(stake).toHaveValue('12000');
});
