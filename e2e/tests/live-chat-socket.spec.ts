import { expect, test, type Page } from '@playwright/test';
import {
  adminHeaders,
  chatPanel,
  liveStreamOf,
  memberContext,
  openRoom,
  SANDBOX,
  say,
  tokenOf,
} from './helpers';

// Issue 11 "Done when": the chat socket survives a server-side drop without duplicating the history,
// and moderation is the server's: a muted member who bypasses the UI is still refused.

const statusOf = (page: Page) => chatPanel(page).locator('[data-status]');

/** Every chat item id on screen, in order. */
const itemIds = (page: Page) =>
  chatPanel(page)
    .getByTestId('chat-item')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id') ?? ''));

/** Starts recording every value the chat status takes (the reconnecting state may be brief). */
async function recordStatuses(page: Page): Promise<void> {
  await statusOf(page).evaluate((el) => {
    const seen = [el.getAttribute('data-status') ?? ''];
    (window as unknown as { chatStatuses: string[] }).chatStatuses = seen;
    new MutationObserver(() => seen.push(el.getAttribute('data-status') ?? '')).observe(el, {
      attributes: true,
      attributeFilter: ['data-status'],
    });
  });
}

const statuses = (page: Page) =>
  page.evaluate(() => (window as unknown as { chatStatuses: string[] }).chatStatuses);

async function sandboxPost(path: string, body: unknown, token?: string) {
  const res = await fetch(`${SANDBOX}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(path.startsWith('/__admin') ? adminHeaders : {}),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg?: string; data: Record<string, unknown> };
}

test.describe('live chat socket', () => {
  test('a socket dropped by the sandbox reconnects; the history shows once and chat goes on', async ({
    browser,
  }) => {
    const stream = await liveStreamOf('anchor01');
    const a = await memberContext(browser, 'member01');
    const b = await memberContext(browser, 'member02');
    await openRoom(a.page, stream.id);
    await openRoom(b.page, stream.id);
    const before = `trước khi rớt ${Date.now()}`;
    await say(a.page, before);
    await expect(chatPanel(b.page).getByText(before)).toBeVisible();
    const idsBefore = await itemIds(a.page);

    await recordStatuses(a.page);
    const dropped = await sandboxPost('/__admin/chat/drop', { roomId: stream.id });
    expect(dropped.data.dropped).toBeGreaterThanOrEqual(2);
    await expect.poll(() => statuses(a.page)).toContain('reconnecting');
    for (const page of [a.page, b.page])
      await expect(statusOf(page)).toHaveAttribute('data-status', 'open');
    const seen = await statuses(a.page);
    expect(seen.lastIndexOf('open')).toBeGreaterThan(seen.indexOf('reconnecting'));

    // The welcome after the reconnect replays the history: every id still shows exactly once.
    const idsAfter = await itemIds(a.page);
    expect(new Set(idsAfter).size).toBe(idsAfter.length);
    expect(idsAfter).toEqual(expect.arrayContaining(idsBefore));
    await expect(chatPanel(a.page).getByText(before)).toHaveCount(1);

    const after = `sau khi nối lại ${Date.now()}`;
    await say(a.page, after);
    await expect(chatPanel(b.page).getByText(after)).toHaveCount(1);
    await expect(chatPanel(a.page).getByText(after)).toHaveCount(1);
    await a.context.close();
    await b.context.close();
  });

  test('a muted member writing straight to the socket is refused by the server; nobody sees it', async ({
    browser,
  }) => {
    const stream = await liveStreamOf('anchor01');
    const anchorLogin = await sandboxPost('/api/user/auth/account-login/v2', {
      userName: 'anchor01',
      password: 'Anchor@123',
    });
    const anchorToken = String(anchorLogin.data.accessToken);
    const a = await memberContext(browser, 'member01');
    const muted = await memberContext(browser, 'member02');
    await openRoom(a.page, stream.id);
    const ban = await sandboxPost(
      '/api/user/banLog/save',
      { userName: 'member02', streamId: stream.id, minutes: 5, reason: 'e2e raw socket' },
      anchorToken,
    );
    expect(ban.code).toBe(200);
    try {
      const secret = `lách qua giao diện ${Date.now()}`;
      // No UI: the member's own signature from getSig, a WebSocket of their own, one message.
      const refusal = await muted.page.evaluate(
        async ({ api, room, token, text }) => {
          const sig = (await (
            await fetch(`${api}/api/live/chatroom/getSig/${room}`, {
              headers: { Authorization: `Bearer ${token}` },
            })
          ).json()) as { data: { sig: string; wsUrl: string; readOnly: boolean } };
          if (sig.data.readOnly) throw new Error('expected a member signature');
          const ws = new WebSocket(`${sig.data.wsUrl}?sig=${encodeURIComponent(sig.data.sig)}`);
          return new Promise<{ code?: number; msg?: string }>((resolve, reject) => {
            ws.onmessage = (e: MessageEvent<string>) => {
              const ev = JSON.parse(e.data) as { type: string; code?: number; msg?: string };
              if (ev.type === 'welcome') ws.send(JSON.stringify({ type: 'message', text }));
              if (ev.type === 'message' && (ev as { text?: string }).text === text)
                reject(new Error('the server relayed a muted member’s message'));
              if (ev.type === 'error') {
                ws.close();
                resolve({ code: ev.code, msg: ev.msg });
              }
            };
            ws.onerror = () => reject(new Error('socket error'));
          });
        },
        { api: SANDBOX, room: stream.id, token: await tokenOf(muted.page), text: secret },
      );
      expect(refusal).toEqual({ code: 3002, msg: 'You are muted' });

      // Had the server relayed the refused message, it would have done so before answering the
      // refusal, so on member01's socket it would come before this later message.
      const marker = `sau tin bị chặn ${Date.now()}`;
      await say(a.page, marker);
      await expect(chatPanel(a.page).getByText(marker)).toBeVisible();
      await expect(chatPanel(a.page).getByText(secret)).toHaveCount(0);
    } finally {
      const list = await sandboxPost(
        '/api/user/banLog/list',
        { userName: 'member02' },
        anchorToken,
      );
      const ids = (list.data.records as { id: number }[]).map((r) => r.id);
      if (ids.length) await sandboxPost('/api/user/banLog/batchUntie', { ids }, anchorToken);
      await a.context.close();
      await muted.context.close();
    }
  });
});
