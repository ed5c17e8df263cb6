import { expect, test, type Page } from '@playwright/test';
import { vnDayTime } from './clock-helpers';
import { chatPanel, liveStreamOf, memberContext, openRoom, say } from './helpers';

// Issue 51 "Done when": the anchor studio runs a whole broadcast. The studio is used in
// Vietnamese (the market's first language), the member's room in English.

const studio = (page: Page) => page.getByTestId('anchor-centre');
const panel = (page: Page) => page.getByTestId('broadcast-panel');

/** Fills the studio's new-broadcast form (vi) with a title and a live match. */
async function createLive(page: Page, title: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Tạo buổi phát mới' });
  await form.getByLabel('Tiêu đề buổi phát').fill(title);
  const match = form.getByLabel('Trận đấu');
  const live = match.locator('option', { hasText: 'TRỰC TIẾP' }).first();
  await expect(live).toBeAttached();
  await match.selectOption((await live.getAttribute('value')) ?? '');
  await form.getByRole('button', { name: 'Bắt đầu phát' }).click();
  await expect(panel(page).getByRole('heading', { name: title })).toBeVisible();
  await expect(panel(page).getByTestId('broadcast-state')).toHaveText('Đang phát');
}

/** What the studio's broadcast panel shows: its title and status. */
const shown = async (page: Page) =>
  `${await panel(page).getByRole('heading', { level: 2 }).textContent()}|${await panel(page).getAttribute('data-status')}`;

/** Ends the studio's live broadcast through its confirmation; waits until the panel moves on. */
async function endLive(page: Page): Promise<string> {
  const title = (await panel(page).getByRole('heading', { level: 2 }).textContent()) ?? '';
  await panel(page).getByRole('button', { name: 'Kết thúc buổi phát' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(title);
  await expect(confirm).toContainText('người đang xem');
  await confirm.getByRole('button', { name: 'Kết thúc ngay' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(() => shown(page)).not.toBe(`${title}|2`);
  return title;
}

test('anchor01 runs a broadcast from the studio, start to end, then starts a new one', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const anchor = await memberContext(browser, 'anchor01', 'Anchor@123');
  const viewer = await memberContext(browser, 'member01');
  await anchor.page.goto('/personalAnchor?lang=vi');
  await expect(studio(anchor.page)).toBeVisible();

  // the seeded live streams end first: one live broadcast per anchor
  const seeded = await liveStreamOf('anchor01');
  await expect(panel(anchor.page)).toHaveAttribute('data-status', '2');
  while ((await panel(anchor.page).getAttribute('data-status')) === '2') await endLive(anchor.page);
  await expect(panel(anchor.page).getByTestId('broadcast-state')).toHaveText('Đã kết thúc');
  await panel(anchor.page).getByRole('button', { name: 'Tạo buổi phát mới' }).click();
  const title = `Studio ${Date.now()}`;
  await createLive(anchor.page, title);
  const stream = await liveStreamOf('anchor01');
  expect(stream.id).not.toBe(seeded.id);

  // member01 finds it first in the list, and its video plays in the room
  await viewer.page.goto('/anchorPlay?lang=en');
  await expect(viewer.page.getByTestId('stream-card').first()).toContainText(title);
  await openRoom(viewer.page, stream.id);
  await expect(viewer.page.getByTestId('player')).toHaveAttribute('data-status', 'playing', {
    timeout: 45_000,
  });

  // the studio counts member01 in the room and shows their message
  await expect(anchor.page.getByTestId('audience')).toContainText('member01');
  await say(viewer.page, 'xin chào MC');
  const chat = anchor.page.getByTestId('studio-chat');
  await expect(
    chat.getByTestId('studio-chat-item').filter({ hasText: 'xin chào MC' }),
  ).toBeVisible();

  // a paid tip named in Vietnamese; member01 unlocks it and the anchor earns their share
  const pusher = anchor.page.getByRole('region', { name: 'Đẩy kèo' });
  const selection = pusher.getByLabel('Chọn lựa chọn cược');
  await expect(selection.locator('option').nth(1)).toBeAttached();
  const names = (await selection.locator('option').allTextContents()).join(' | ');
  expect(names).toMatch(/Kèo 1X2|Kèo chấp|Tài xỉu/);
  expect(names).not.toMatch(/Handicap|Over\/Under|1st Half/);
  await selection.selectOption({ index: 1 });
  await pusher.getByLabel('Giá (0 = miễn phí)').fill('20000');
  await expect(pusher.getByTestId('tip-price')).toContainText('Trả phí');
  await pusher.getByRole('button', { name: 'Đẩy vào phòng' }).click();
  await expect(pusher.getByRole('status')).toHaveText('Đã đẩy kèo vào phòng của bạn.');

  const paidBefore = await anchor.page.getByTestId('paid-income').first().textContent();
  viewer.page.on('dialog', (d) => void d.accept());
  const tip = viewer.page.getByTestId('tip').first();
  await tip.getByRole('button', { name: 'Unlock' }).click();
  await expect(tip.getByRole('button', { name: 'Bet' })).toBeVisible();
  const myTip = anchor.page.getByTestId('my-tip').first();
  await expect(myTip.getByTestId('tip-unlocks')).toContainText('1 lượt mở khóa · member01', {
    timeout: 20_000,
  });
  await expect(myTip.getByTestId('tip-unlocks')).toContainText(/thu 10[.,]000/);
  await anchor.page.reload();
  await expect(anchor.page.getByTestId('paid-income').first()).not.toHaveText(paidBefore ?? '');

  // mute member01 from the studio's chat, then lift it
  await anchor.page.getByRole('button', { name: 'Quản lý member01' }).first().click();
  const actions = anchor.page.getByTestId('chatter-actions');
  await actions.getByLabel('Lý do').fill('spam');
  await actions.getByRole('button', { name: 'Cấm chat member01' }).click();
  await expect(actions.getByRole('status')).toContainText('Bị cấm chat đến');
  await say(viewer.page, 'còn nói được không?');
  await expect(chatPanel(viewer.page).getByTestId('chat-notice')).toContainText('muted');
  await actions.getByRole('button', { name: 'Bỏ cấm' }).click();
  await expect(actions.getByRole('button', { name: 'Cấm chat member01' })).toBeVisible();

  // end after the confirmation; the room tells member01
  expect(await endLive(anchor.page)).toBe(title);
  await expect(panel(anchor.page).getByTestId('broadcast-state')).toHaveText('Đã kết thúc');
  await expect(viewer.page.getByText('This broadcast has ended.')).toBeVisible();

  // and a new broadcast is a new stream
  await panel(anchor.page).getByRole('button', { name: 'Tạo buổi phát mới' }).click();
  await createLive(anchor.page, `${title} (2)`);
  expect((await liveStreamOf('anchor01')).id).not.toBe(stream.id);
  await viewer.context.close();
  await anchor.context.close();
});

test('a scheduled stream shows in "Coming up"; its reminder count rises as member01 reserves', async ({
  browser,
}) => {
  const anchor = await memberContext(browser, 'anchor01', 'Anchor@123');
  const viewer = await memberContext(browser, 'member01');
  await anchor.page.goto('/personalAnchor?lang=en');
  await studio(anchor.page).getByRole('button', { name: 'Start a new broadcast' }).first().click();
  const form = anchor.page.getByRole('form', { name: 'Start a new broadcast' });
  const title = `Coming up ${Date.now()}`;
  await form.getByLabel('Stream title').fill(title);
  await form.getByLabel('Later').check();
  // typed in the market's zone, as the studio names it (issue 53)
  const start = form.getByLabel('Start time (GMT+7)');
  await start.fill(vnDayTime(Date.now() + 3 * 3_600_000, 'en', true));
  await expect(start).toHaveAttribute('aria-invalid', 'false');
  await form.getByRole('button', { name: 'Schedule' }).click();
  const row = anchor.page.getByTestId('my-stream').filter({ hasText: title });
  await expect(row.getByTestId('reminder-count')).toHaveText('0 reminders set');

  await viewer.page.goto('/anchorPlay?lang=en');
  const upcoming = viewer.page.getByTestId('upcoming').filter({ hasText: title });
  await upcoming.getByRole('button', { name: 'Remind me' }).click();
  await expect(upcoming.getByRole('button', { name: 'Reminder on' })).toBeVisible();
  await expect(row.getByTestId('reminder-count')).toHaveText('1 reminders set', {
    timeout: 20_000,
  });
  await viewer.context.close();
  await anchor.context.close();
});
