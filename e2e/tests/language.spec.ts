import { expect, test, type Page } from '@playwright/test';
import { login, SANDBOX } from './helpers';
import {
  distinctivePieces,
  PROPER_NAMES,
  VIETNAMESE,
  vietnameseLines,
  type Lang,
} from './language-corpus';

// Issue 15 "Done when": switched to en and then zh-cn, `/`, `/sports` and `/activity` show no
// string of the vi locale files and no Vietnamese sandbox content (proper names excepted), and
// the reverse for vi; a date on a Vietnamese page reads day-month with a 24-hour time (SPEC §5).
// Each check first proves on the other language's page that it does find what it looks for.

const PAGES = ['/', '/sports', '/activity'] as const;
const MENU_NAME: Record<Lang, string> = { vi: 'Việt nam', en: 'English', 'zh-cn': '简体中文' };
const HAN = /\p{Script=Han}/u;
/** SPEC §1: the document title in every language but Chinese (see preferences.spec.ts). */
const SITE_TITLE = 'Chiến thắng thêm phấn khích vì có bạn';

async function chooseLanguage(page: Page, lang: Lang) {
  await page.locator('header [aria-haspopup="menu"]').click();
  await page.getByRole('menuitemradio', { name: MENU_NAME[lang] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Opens a page and waits until its server content is on screen. */
async function open(page: Page, path: (typeof PAGES)[number]) {
  await page.goto(path);
  if (path === '/') {
    await expect(page.getByTestId('hot-game').first()).toBeVisible();
    await expect(page.locator('[aria-roledescription=carousel]')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  } else if (path === '/sports') {
    await expect(page.getByTestId('match-card').first()).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
}

/** What a member reads: the visible text plus image descriptions and accessible labels. */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = Array.from(document.querySelectorAll('[alt], [aria-label], [title]'))
      .filter((el) => (el as HTMLElement).offsetParent !== null || el.tagName === 'IMG')
      .flatMap((el) => ['alt', 'aria-label', 'title'].map((a) => el.getAttribute(a) ?? ''))
      .filter(Boolean);
    return `${document.body.innerText}\n${labels.join('\n')}\n${document.title}`;
  });
}

const found = (text: string, pieces: readonly string[]) =>
  pieces.filter((p) => text.replace(/\s+/g, ' ').includes(p));

/** Presenters' nicknames are proper names too (the sandbox's stream list). */
async function properNames(): Promise<string[]> {
  const res = await fetch(`${SANDBOX}/api/live/stream/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  const body = (await res.json()) as { data: { records: { anchorName: string }[] } };
  return [...PROPER_NAMES, SITE_TITLE, ...body.data.records.map((r) => r.anchorName)];
}

test.describe('every text in the member’s language (issue 15)', () => {
  test('switched to en and then zh-cn: no vi locale strings and no Vietnamese content', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const names = await properNames();
    const vi = { en: distinctivePieces('vi', 'en'), 'zh-cn': distinctivePieces('vi', 'zh-cn') };

    // the check is meaningful: on the Vietnamese pages it finds both kinds of Vietnamese
    await login(page); // the sportsbook lists matches to members
    await chooseLanguage(page, 'vi');
    for (const path of PAGES) {
      await open(page, path);
      // sandbox content is Vietnamese too (the browser itself asks for English)
      if (path === '/sports') await expect(page.getByTestId('bulletin')).toHaveText(VIETNAMESE);
      const text = await pageText(page);
      expect(found(text, vi.en).length, `vi strings found on vi ${path}`).toBeGreaterThan(2);
      expect(vietnameseLines(text, names).length, `Vietnamese on vi ${path}`).toBeGreaterThan(2);
    }

    for (const lang of ['en', 'zh-cn'] as const) {
      await chooseLanguage(page, lang);
      for (const path of PAGES) {
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const text = await pageText(page);
        expect(found(text, vi[lang]), `vi locale strings on ${lang} ${path}`).toEqual([]);
        expect(vietnameseLines(text, names), `Vietnamese content on ${lang} ${path}`).toEqual([]);
        if (lang === 'zh-cn') expect(text).toMatch(HAN);
      }
    }
  });

  test('switched to vi: no en or zh-cn locale strings and no Chinese', async ({ page }) => {
    test.setTimeout(120_000);
    const en = distinctivePieces('en', 'vi');
    const zh = distinctivePieces('zh-cn', 'vi');

    // meaningful: the English page shows English locale strings, the Chinese page Chinese ones
    await login(page);
    await open(page, '/');
    expect(found(await pageText(page), en).length).toBeGreaterThan(2);
    await chooseLanguage(page, 'zh-cn');
    await open(page, '/');
    expect(found(await pageText(page), zh).length).toBeGreaterThan(2);

    await chooseLanguage(page, 'vi');
    for (const path of PAGES) {
      await open(page, path);
      // sandbox content is Vietnamese too (the browser itself asks for English)
      if (path === '/sports') await expect(page.getByTestId('bulletin')).toHaveText(VIETNAMESE);
      const text = await pageText(page);
      expect(found(text, en), `en locale strings on vi ${path}`).toEqual([]);
      expect(found(text, zh), `zh-cn locale strings on vi ${path}`).toEqual([]);
      expect(
        text.split('\n').filter((l) => HAN.test(l)),
        `Chinese on vi ${path}`,
      ).toEqual([]);
    }
  });

  test('a kick-off on the Vietnamese sportsbook reads day/month and a 24-hour time', async ({
    page,
  }) => {
    const kickoffs = new Map<string, number>();
    page.on('response', async (res) => {
      if (!res.url().includes('/match/getList')) return;
      const body = (await res.json().catch(() => null)) as {
        data?: { records?: { id: number | string; bt?: number }[] };
      } | null;
      for (const m of body?.data?.records ?? [])
        if (typeof m.bt === 'number') kickoffs.set(String(m.id), m.bt);
    });
    await login(page);
    await chooseLanguage(page, 'vi');
    await page.goto('/sports');
    await page.getByRole('tab', { name: /^Sớm/ }).click();
    const card = page.getByTestId('match-card').first();
    const label = card.getByText(/^\d{2}\/\d{2} \d{2}:\d{2}$/);
    await expect(label).toBeVisible();
    const id = (await card.getAttribute('data-match-id')) ?? '';
    await expect.poll(() => kickoffs.has(id)).toBe(true);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Ho_Chi_Minh',
        day: '2-digit',
        month: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(kickoffs.get(id)!)
        .map((p) => [p.type, p.value]),
    );
    await expect(label).toHaveText(`${parts.day}/${parts.month} ${parts.hour}:${parts.minute}`);
    expect(await pageText(page)).not.toMatch(/\d (AM|PM)\b/);
  });
});
