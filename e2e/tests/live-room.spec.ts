import { expect, test, type Browser, type Page } from '@playwright/test';
import { login, SANDBOX } from './helpers';

// Issue #11 "Done when": a live room plays real video, chats over the real socket, gifts move money.

interface Stream {
  id: number;
  anchorUserName: string;
  status: number;
}

async function liveStreamOf(anchor: string): Promise<Stream> {
  const res = await fetch(`${SANDBOX}/api/live/stream/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ current: 1, size: 999, status: 2 }),
  });
  const body = (await res.json()) as { data: { records: Stream[] } };
  const stream = body.data.records.find((s) => s.anchorUserName === anchor);
  if (!stream) throw new Error(`no live stream of ${anchor}`);
  return stream;
}

/** Logs in through the dialog as any seed user (helpers.login knows three of them). */
async function loginAs(page: Page, user: string, pass: string): Promise<void> {
  await page.goto('/?lang=en');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('User name').fill(user);
  await dialog.getByLabel('Password').fill(pass);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-username')).toHaveText(user);
}

async function openRoom(page: Page, id: number): Promise<void> {
  await page.goto(`/anchorPlay?id=${id}&lang=en`);
  await expect(page.getByTestId('live-room')).toBeVisible();
  await expect(page.getByTestId('chat-panel').getByRole('status').first()).toContainText(
    /in the room|Connected/,
  );
}

async function member(browser: Browser, user: string, pass = 'Member@123') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, user, pass);
  return { context, page };
}

const chat = (page: Page) => page.getByTestId('chat-panel');
const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('live room', () => {
  test('the video plays over HLS: currentTime advances', async ({ page }) => {
    const stream = await liveStreamOf('anchor01');
    await login(page);
    await openRoom(page, stream.id);
    const video = page.getByTestId('live-video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);
    await expect(page.getByTestId('player')).toHaveAttribute('data-status', 'playing');
    await page.getByRole('button', { name: /Pause/ }).click();
    await expect(page.getByTestId('player')).toHaveAttribute('data-status', 'paused');
    await expect(page.getByRole('button', { name: /Play/ })).toBeVisible();
  });

  test('two members see each other’s messages; HTML in chat is text and runs nothing', async ({
    browser,
  }) => {
    const stream = await liveStreamOf('anchor01');
    const a = await member(browser, 'member01');
    const b = await member(browser, 'member02');
    let dialogs = 0;
    for (const p of [a.page, b.page])
      p.on('dialog', (d) => void d.dismiss().then(() => (dialogs += 1)));
    await openRoom(a.page, stream.id);
    await openRoom(b.page, stream.id);

    const hello = `xin chào ${Date.now()}`;
    await chat(a.page).getByRole('textbox').fill(hello);
    await chat(a.page).getByRole('button', { name: 'Send' }).click();
    await expect(chat(b.page).getByText(hello)).toBeVisible();
    await expect(chat(a.page).getByText(hello)).toHaveCount(1);

    const attack = '<img src=x onerror=alert(1)>';
    await chat(b.page).getByRole('textbox').fill(attack);
    await chat(b.page).getByRole('button', { name: 'Send' }).click();
    await expect(chat(a.page).getByText(attack)).toBeVisible();
    await expect(chat(a.page).getByTestId('chat-list').locator('img')).toHaveCount(0);
    expect(dialogs).toBe(0);
    await a.context.close();
    await b.context.close();
  });

  test('a gift lowers the balance by its price, and the room sees it', async ({ page }) => {
    const stream = await liveStreamOf('anchor01');
    await login(page);
    await openRoom(page, stream.id);
    const balance = page.getByTestId('gift-balance');
    await expect(balance).toHaveText(/\d/);
    const before = money(await balance.textContent());
    const gift = page.getByTestId('gift').first();
    await gift.click();
    const send = page.getByTestId('gift-send');
    const price = money(await send.textContent());
    expect(price).toBeGreaterThan(0);
    await send.click();
    await expect.poll(async () => money(await balance.textContent())).toBe(before - price);
    await expect(chat(page).getByTestId('chat-item').filter({ hasText: 'sent' })).toHaveCount(1);
  });

  test('the anchor mutes a member from the anchor centre; the member’s next message is refused', async ({
    browser,
  }) => {
    const stream = await liveStreamOf('anchor01');
    const viewer = await member(browser, 'member02');
    await openRoom(viewer.page, stream.id);

    const anchor = await member(browser, 'anchor01', 'Anchor@123');
    await anchor.page.goto('/personalAnchor?lang=en');
    await expect(anchor.page.getByTestId('anchor-centre')).toBeVisible();
    await expect(anchor.page.getByTestId('my-stream').first()).toBeVisible();
    await anchor.page.getByLabel('User name').fill('member02');
    await anchor.page.getByRole('button', { name: 'Mute', exact: true }).click();
    await expect(anchor.page.getByTestId('ban-row').filter({ hasText: 'member02' })).toBeVisible();

    await chat(viewer.page).getByRole('textbox').fill('still here?');
    await chat(viewer.page).getByRole('button', { name: 'Send' }).click();
    await expect(chat(viewer.page).getByTestId('chat-notice')).toContainText('muted');
    await expect(chat(viewer.page).getByText('still here?')).toHaveCount(0);

    await anchor.page.getByRole('button', { name: 'Unmute' }).first().click();
    await expect(anchor.page.getByTestId('ban-row')).toHaveCount(0);
    await viewer.context.close();
    await anchor.context.close();
  });

  test('a guest is asked to log in and comes back to the same room', async ({ page }) => {
    const stream = await liveStreamOf('anchor01');
    await page.goto(`/anchorPlay?id=${stream.id}&lang=en`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('User name').fill('member01');
    await dialog.getByLabel('Password').fill('Member@123');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/anchorPlay\\?id=${stream.id}`));
    await expect(page.getByTestId('live-room')).toBeVisible();
    await expect(chat(page).getByRole('textbox')).toBeVisible();
  });
});
