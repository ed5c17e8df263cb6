import { expect, test } from '@playwright/test';
import {
  BROWSER_ZONES,
  browserZone,
  findRecord,
  recordAnswers,
  sandboxData,
  timeOf,
  vnDayTime,
} from './clock-helpers';
import { faults, liveStreamOf, login, loginAs, SANDBOX, USERS } from './helpers';
import { openSports, price, slip } from './sports-helpers';

// Issue 53 #1 "One clock": every time is shown in the market's zone (the Vietnam build: UTC+7), in
// every language, whatever zone the browser is in. Each check runs with the browser in Vietnam, in
// UTC and in New York, and expects the Vietnam wall clock computed from the sandbox's own data.

async function tokenFor(user: string, password: string): Promise<string> {
  const data = await sandboxData<{ accessToken: string }>('/api/user/auth/account-login/v2', {
    body: { userName: user, password },
  });
  return data.accessToken;
}

/** 'YYYY-MM-DD HH:mm:00' of a time in UTC+8: how the site-maintenance notice sends its window. */
function chinaWallText(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') + ':00';
}

for (const timezoneId of BROWSER_ZONES) {
  test.describe(`one clock, browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('site, sports and lobby maintenance windows', async ({ page }) => {
      const start = Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000;
      const end = start + 2 * 3_600_000;
      try {
        await faults('POST', {
          siteMaintenance: {
            on: true,
            title: 'Clock check',
            content: 'Back soon.',
            startTime: chinaWallText(start),
            endTime: chinaWallText(end),
          },
        });
        await page.goto('/?lang=en');
        expect(await browserZone(page)).toBe(timezoneId);
        await expect(page.getByTestId('maintenance-window')).toHaveText(
          `From ${vnDayTime(start, 'en')} to ${vnDayTime(end, 'en')} GMT+7`,
        );
        await page.goto('/?lang=vi');
        await expect(page.getByTestId('maintenance-window')).toHaveText(
          `Từ ${vnDayTime(start, 'vi')} đến ${vnDayTime(end, 'vi')} GMT+7`,
        );
      } finally {
        await faults('DELETE');
      }

      await login(page);
      try {
        await faults('POST', { sportsMaintenance: { on: true, start, end } });
        await page.goto('/sports?lang=zh-cn');
        await expect(page.getByTestId('section-maintenance-window')).toContainText(
          `${vnDayTime(start, 'zh-cn')} 至 ${vnDayTime(end, 'zh-cn')} GMT+7`,
        );
      } finally {
        await faults('DELETE');
      }
    });

    test('sportsbook kick-offs and my bets', async ({ page }) => {
      const answers = recordAnswers(page);
      await openSports(page, 'Early');
      const card = page.getByTestId('match-card').first();
      const id = await card.getAttribute('data-match-id');
      const match = findRecord(answers, (o) => String(o.id) === id && typeof o.bt === 'number');
      expect(match, `the answer that listed match ${id}`).toBeDefined();
      await expect(card).toContainText(vnDayTime(timeOf(match!.bt), 'en'));

      await page.getByRole('tab', { name: /^Today/ }).click();
      await price(page, 3).click();
      await slip(page).getByRole('textbox').first().fill('20000');
      await slip(page).getByTestId('place-bet').click();
      await expect(slip(page).getByTestId('receipt')).toContainText('Confirmed');
      await page.getByRole('link', { name: 'My bets' }).click();
      const bet = page.getByTestId('bet-card').first();
      await expect(bet).toBeVisible();
      const orderId = await bet.getAttribute('data-order-id');
      const order = findRecord(
        answers,
        (o) => String(o.id) === orderId && typeof o.createdAt === 'number',
      );
      expect(order, `the answer that listed bet ${orderId}`).toBeDefined();
      await expect(bet).toContainText(vnDayTime(timeOf(order!.createdAt), 'en'));
    });

    test('upcoming streams and the promotions’ match times', async ({ page }) => {
      const upcoming = await sandboxData<{ records: Array<{ title: string; startTime: string }> }>(
        '/api/live/stream/reserveList',
        { body: { current: 1, size: 50 } },
      );
      const next = upcoming.records.find((s) => s.startTime);
      expect(next, 'the sandbox seeds an upcoming stream').toBeDefined();
      // the sandbox answered in Vietnamese: the page too, so the titles match (members only)
      await login(page);
      await page.goto('/anchorPlay?lang=vi');
      expect(await browserZone(page)).toBe(timezoneId);
      const row = page.getByTestId('upcoming').filter({ hasText: next!.title }).first();
      await row.scrollIntoViewIfNeeded();
      await expect(row).toContainText(`${vnDayTime(timeOf(next!.startTime), 'vi')} GMT+7`);

      const template = await sandboxData<{ matches: Array<{ bt: number }> }>(
        '/api/promotion/activity/matchTemplate/detail',
      );
      expect(template.matches.length).toBeGreaterThan(0);
      await page.goto('/FifaActivity?lang=vi');
      const rows = page.getByTestId('prediction-match');
      await expect(rows.first()).toBeVisible();
      for (const m of template.matches)
        await expect(rows.filter({ hasText: vnDayTime(m.bt, 'vi') }).first()).toBeVisible();
    });

    test('chat bans in the anchor centre', async ({ page }) => {
      const anchor = await tokenFor(USERS.anchor.user, USERS.anchor.pass);
      const stream = await liveStreamOf(USERS.anchor.user);
      await sandboxData('/api/user/banLog/save', {
        body: { userName: 'member03', streamId: stream.id, minutes: 60, reason: 'clock check' },
        token: anchor,
      });
      const bans = await sandboxData<{
        records: Array<{ id: number; userName: string; until: unknown; status: number }>;
      }>('/api/user/banLog/list', { body: { current: 1, size: 50, status: 1 }, token: anchor });
      const ban = bans.records.find((b) => b.userName === 'member03');
      expect(ban).toBeDefined();
      try {
        await loginAs(page, USERS.anchor.user, USERS.anchor.pass);
        await page.goto('/personalAnchor?lang=en');
        await expect(page.getByText(`${vnDayTime(timeOf(ban!.until), 'en')} GMT+7`)).toBeVisible();
      } finally {
        await sandboxData('/api/user/banLog/batchUntie', {
          body: { ids: [ban!.id] },
          token: anchor,
        });
      }
    });

    test('the console takes and shows Vietnam time, its audit log too', async ({ page }) => {
      // tomorrow 20:00 to 21:30 in Vietnam, typed as the console asks (month/day in English)
      const vnNow = new Date(Date.now() + 7 * 3_600_000);
      const start =
        Date.UTC(vnNow.getUTCFullYear(), vnNow.getUTCMonth(), vnNow.getUTCDate() + 1, 20) -
        7 * 3_600_000;
      const end = start + 90 * 60_000;
      const admin = await tokenFor(USERS.admin.user, USERS.admin.pass);
      await loginAs(page, USERS.admin.user, USERS.admin.pass);
      await page.goto('/superadmincenter/maintenance?lang=en');
      await page.getByLabel('What').selectOption('lobby');
      await page.getByLabel('Lobby id').fill('1001105');
      await page.getByLabel('Starts (GMT+7)').fill(vnDayTime(start, 'en', true));
      await page.getByLabel('Ends (GMT+7)').fill(vnDayTime(end, 'en', true));
      await page.getByRole('button', { name: 'Start maintenance' }).click();
      await page.getByRole('button', { name: 'Yes, apply' }).click();
      const list = page.getByTestId('maintenance-list');
      try {
        await expect(list).toContainText(
          `${vnDayTime(start, 'en', true)} → ${vnDayTime(end, 'en', true)}`,
        );
        const windows = await sandboxData<
          Array<{ scope: string; targetId?: string; startTime: unknown; endTime: unknown }>
        >('/api/operator/maintenance', { token: admin });
        const saved = windows.find((w) => w.scope === 'lobby' && String(w.targetId) === '1001105');
        expect(saved && [timeOf(saved.startTime), timeOf(saved.endTime)]).toEqual([start, end]);

        await page.getByRole('link', { name: 'Audit log' }).click();
        const audit = await sandboxData<{ records: Array<{ createdAt: unknown }> }>(
          '/api/operator/audit/list',
          { body: { current: 1, size: 1 }, token: admin },
        );
        const table = page.getByTestId('audit-table');
        await expect(table.getByRole('columnheader', { name: 'When (GMT+7)' })).toBeVisible();
        await expect(table.locator('tbody tr').first()).toContainText(
          vnDayTime(timeOf(audit.records[0]!.createdAt), 'en', true),
        );
      } finally {
        await fetch(`${SANDBOX}/api/operator/maintenance/end`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
          body: JSON.stringify({ scope: 'lobby', targetId: '1001105' }),
        });
      }
    });
  });
}
