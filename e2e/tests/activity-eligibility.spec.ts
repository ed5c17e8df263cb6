import { expect, test, type Page } from '@playwright/test';
import { ACTIVITY_CATALOG } from '../../remote-activities/src/lib/catalog';
import { sandboxData, vnDayTime } from './clock-helpers';
import { login, memberCall, SANDBOX, tokenOf } from './helpers';
import { dialog, openLogin, pickBirthDate, sendCode, smsCode } from './session-helpers';

// Issue 53 #4 "Eligibility": each gift page is its own activity with its own rules, enforced by the
// sandbox; member01 (VIP 3, joined months ago) claims no new-member gift through any page and is
// told why in plain words; a member registered just now claims the new-member gift pack once.

interface Season {
  keys: string[];
  startTime: string;
  endTime: string;
  state: 'upcoming' | 'live' | 'ended';
}

const GIFT_PAGES = ACTIVITY_CATALOG.filter((def) => def.mechanic === 'giftBox');
const NEW_MEMBER_PAGES = [
  'newMemberGiftPack',
  'newMemberGiftPackVi',
  'newPersonGiftBox',
  'newPersonGiftBoxVi',
];
const NEW_MEMBERS_ONLY =
  'This gift is only for new members, within 7 days of registering. Your account was created earlier, so you cannot claim it.';
const unique = () => `${Date.now() % 1e8}`.padStart(8, '0');

async function balanceOf(page: Page): Promise<number> {
  const r = await memberCall(page, '/api/fund/wallet/member/local', {});
  return (r.data as { memberWallet: { balance: number } }).memberWallet.balance;
}

/** The eligibility answers the page asked for, by activity id. */
function eligibilityCalls(page: Page): number[] {
  const ids: number[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('/activity/eligibility'))
      ids.push(Number(url.searchParams.get('activityId')));
  });
  return ids;
}

test('member01 gets no new-member gift through any gift page, and reads why', async ({ page }) => {
  await login(page);
  const seasons = await sandboxData<Season[]>('/api/promotion/activity/seasons');
  const before = await balanceOf(page);
  const asked = eligibilityCalls(page);
  for (const def of GIFT_PAGES) {
    const from = asked.length;
    await page.goto(`${def.paths[0]}?lang=en`);
    const article = page.locator(`article[data-activity="${def.id}"]`);
    await expect(article).not.toHaveAttribute('data-state', 'loading');
    const season = seasons.find((s) => s.keys.includes(def.activityKey));
    if (season && season.state !== 'live') {
      // out of its window the page says when it ran, with its dates in Vietnam time
      await expect(article).toHaveAttribute('data-state', season.state);
      await expect(page.getByTestId('activity-season')).toContainText(
        `${vnDayTime(Date.parse(season.startTime), 'en', true)} GMT+7`,
      );
      await expect(page.getByTestId('open-gift')).toHaveCount(0);
      continue;
    }
    await expect(article).toHaveAttribute('data-state', 'on');
    const box = article.getByTestId('mechanic-gift-box');
    await expect(
      box
        .getByTestId('open-gift')
        .or(box.getByTestId('gift-refusal'))
        .or(box.getByText('Already opened'))
        .first(),
    ).toBeVisible();
    // the page asks about its own activity: the new-member gift pack's pages only about the pack
    const pack = def.id.startsWith('newMemberGiftPack');
    expect(asked.slice(from).some((id) => id === 3)).toBe(pack);
    if (NEW_MEMBER_PAGES.includes(def.id)) {
      await expect(box.getByTestId('gift-refusal')).toHaveText(NEW_MEMBERS_ONLY);
      await expect(box.getByTestId('open-gift')).toHaveCount(0);
    }
    if (def.id === 'christmas-activities')
      await expect(box.getByTestId('gift-refusal')).toHaveText(
        'This gift is for VIP 5 to VIP 11 members. Your level is VIP 3, so you cannot claim it.',
      );
    await expect(box).not.toContainText(/\b(2013|2002|1009000043)\b/);
  }

  // the same words in Vietnamese
  await page.goto('/newPersonGiftBox?lang=vi');
  await expect(page.getByTestId('gift-refusal')).toHaveText(
    'Quà này chỉ dành cho thành viên mới, trong vòng 7 ngày kể từ khi đăng ký. Tài khoản của bạn được tạo trước đó nên không thể nhận.',
  );

  // and the server refuses a claim sent past the page, moving no money
  for (const activityId of [3, 8]) {
    const r = await memberCall(page, '/api/promotion/activity/claim', { activityId });
    expect(r).toMatchObject({ code: 2013, data: { reason: 'new-members-only' } });
  }
  expect(await balanceOf(page)).toBe(before);
});

test('a member registered just now claims the new-member gift pack once', async ({ page }) => {
  const mobile = `9${unique()}`;
  await openLogin(page);
  await dialog(page).getByRole('tab', { name: 'Sign up' }).click();
  await dialog(page).getByText('With phone number').click();
  await dialog(page).getByLabel('Phone number', { exact: true }).fill(mobile);
  const since = await sendCode(page);
  await dialog(page)
    .getByLabel('Verification code')
    .fill(await smsCode(mobile, since));
  await dialog(page).getByLabel('Password').fill('Passw0rd!');
  await pickBirthDate(page, 1994, 6, 15);
  await dialog(page).getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/newMemberGiftPackVi\?activityId=3&type=3$/);

  const claims: number[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/promotion/activity/claim')) claims.push(Date.now());
  });
  const open = page.getByTestId('open-gift');
  await expect(open).toBeEnabled();
  // a double tap is one claim
  await open.dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'You got 88,000!' })).toBeVisible();
  await expect(page.getByTestId('gift-state')).toHaveText('+88,000');
  expect(claims).toHaveLength(1);
  expect(await balanceOf(page)).toBe(88_000);

  await page.reload();
  await expect(page.getByTestId('gift-state')).toHaveText('Already opened');
  await expect(page.getByTestId('open-gift')).toHaveCount(0);

  // a second claim, sent past the page, is refused and moves nothing
  const again = await memberCall(page, '/api/promotion/activity/claim', { activityId: 3 });
  expect(again).toMatchObject({ code: 2002, data: { reason: 'claimed' } });
  const concurrent = await Promise.all(
    [1, 2, 3].map(async (i) => {
      const res = await fetch(`${SANDBOX}/api/promotion/activity/claim`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${await tokenOf(page)}`,
          'Idempotency-Key': `e2e-${mobile}-${i}`,
        },
        body: JSON.stringify({ activityId: 3 }),
      });
      return ((await res.json()) as { code: number }).code;
    }),
  );
  expect(concurrent).toEqual([2002, 2002, 2002]);
  expect(await balanceOf(page)).toBe(88_000);
});
