import { expect, test } from '@playwright/test';
import { liveStreamOf, memberContext, openRoom } from './helpers';

// Issue 11 "Done when": a pushed tip followed from the room appears in the sports bet slip
// (the `betslip.add` intent, no remote importing another).

test('anchor01 pushes a tip; member01 bets it from the room and finds it in the bet slip', async ({
  browser,
}) => {
  const stream = await liveStreamOf('anchor01');
  const viewer = await memberContext(browser, 'member01');
  await openRoom(viewer.page, stream.id);

  const anchor = await memberContext(browser, 'anchor01', 'Anchor@123');
  await anchor.page.goto('/personalAnchor?lang=en');
  const pusher = anchor.page.getByRole('region', { name: 'Push a tip' });
  const selection = pusher.getByLabel('Choose a selection');
  await expect(selection.locator('option').nth(1)).toBeAttached();
  await selection.selectOption({ index: 1 });
  const chosen = (await selection.locator('option:checked').textContent()) ?? '';
  // "market · label @ odds" in the anchor centre; the room and the slip show the label and odds.
  const [, label = '', odds = ''] = /· (.+) @ ([\d.]+)$/.exec(chosen) ?? [];
  expect(label).not.toBe('');
  await pusher.getByRole('button', { name: 'Push to room' }).click();
  await expect(pusher.getByRole('status')).toHaveText('Tip pushed to your room.');

  // The push reaches the room over the chat socket; the newest tip comes first.
  const tip = viewer.page.getByTestId('tip').first();
  await expect(tip).toContainText(`${label} @ ${odds}`);
  await tip.getByRole('button', { name: 'Bet' }).click();

  await expect(viewer.page).toHaveURL(/\/sports(\?|$)/);
  const slip = viewer.page.getByTestId('bet-slip');
  await expect(slip.getByTestId('slip-item')).toHaveCount(1);
  await expect(slip.getByTestId('slip-item')).toContainText(label);
  // live odds move at the sandbox's tick (every 10 s): the slip shows the tip's price, or the price
  // that replaced it marked as moved, never another price in silence
  const slipOdds = slip.getByTestId('slip-odds');
  await expect
    .poll(async () => {
      const shown = (await slipOdds.textContent()) ?? '';
      return shown.includes(odds) || (await slipOdds.getAttribute('data-move')) !== null;
    })
    .toBe(true);
  await viewer.context.close();
  await anchor.context.close();
});
