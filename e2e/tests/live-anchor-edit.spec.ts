import { expect, test } from '@playwright/test';
import { liveStreamOf, memberContext } from './helpers';

// SPEC §7 stream/update from the anchor centre (issue 11: "update"): the room shows the new notice.

test('anchor01 edits the live stream’s notice; the room shows it as text', async ({ browser }) => {
  const stream = await liveStreamOf('anchor01');
  const anchor = await memberContext(browser, 'anchor01', 'Anchor@123');
  await anchor.page.goto('/personalAnchor?lang=en');
  const row = anchor.page.getByTestId('my-stream').first();
  await row.getByRole('button', { name: 'Edit' }).click();
  const editor = anchor.page.getByTestId('stream-editor');
  const notice = `Kèo chính 1x2 <b>${Date.now()}</b>`;
  await editor.getByLabel('Room notice').fill(notice);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  await anchor.page.goto(`/anchorPlay?id=${stream.id}&lang=en`);
  await expect(anchor.page.getByTestId('room-notice')).toHaveText(notice);
  await expect(anchor.page.getByTestId('room-notice').locator('b')).toHaveCount(0);
  await anchor.context.close();
});
