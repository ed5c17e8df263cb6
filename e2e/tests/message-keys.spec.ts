import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { liveStreamOf, login } from './helpers';

// Issue 16: a remote rendered before its messages had arrived, so its first frame showed message
// keys (`shortcuts.inviteBody`), then the words: a flash any member could see, and a layout jump
// (CLS 0.079 in the member centre). The host now renders a remote's module once its `ready` (its
// messages) has settled. Every text a page shows while loading is recorded from the first byte;
// the messages files are held back 600 ms so a page that does not wait shows its keys for sure.

const ROOT = path.join(__dirname, '..', '..');

/** Every dotted key path of a remote's English messages (what i18next shows for a missing one). */
function messageKeys(file: string): string[] {
  const walk = (node: unknown, prefix: string): string[] =>
    node && typeof node === 'object'
      ? Object.entries(node).flatMap(([k, v]) => walk(v, prefix ? `${prefix}.${k}` : k))
      : prefix.includes('.')
        ? [prefix]
        : [];
  return walk(JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')), '');
}

type Seen = { __texts: string[] };

/** The texts of every node added or changed from the start of the load until `marker` shows. */
async function textsWhileLoading(page: Page, url: string, marker: string): Promise<Set<string>> {
  await page.route(/\/i18n-[\w-]+-json\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as Seen;
    w.__texts = [];
    const textsOf = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return w.__texts.push(node.textContent ?? '');
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) w.__texts.push(walker.currentNode.textContent ?? '');
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData') textsOf(r.target);
        r.addedNodes.forEach(textsOf);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(url);
  await expect(page.locator(`[elementtiming="${marker}"]`).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const texts = await page.evaluate(() => (window as unknown as Seen).__texts);
  return new Set(texts.map((t) => t.trim()));
}

const shown = (texts: Set<string>, keys: string[]) => keys.filter((k) => texts.has(k));

test('the member centre never shows its message keys, even when its messages come late', async ({
  page,
}) => {
  await login(page);
  const keys = messageKeys('remote-account/src/i18n/locales/en.json');
  const texts = await textsWhileLoading(page, '/personal/me?lang=en', 'profile-name');
  expect(texts.has('Invite friends')).toBe(true); // the recorder sees the words it should
  expect(shown(texts, keys)).toEqual([]);
});

test('/sports, /activity and a live room never show their message keys', async ({ page }) => {
  await login(page);
  const room = await liveStreamOf('anchor01');
  const pages: Array<[string, string, string]> = [
    ['/sports?lang=en', 'match-row', 'remote-sports/src/i18n/locales/en.json'],
    ['/activity?lang=en', 'activity-card', 'remote-activities/src/i18n/locales/en.json'],
    [`/anchorPlay?id=${room.id}&lang=en`, 'room-title', 'remote-live/src/i18n/locales/en.json'],
  ];
  for (const [url, marker, file] of pages) {
    const texts = await textsWhileLoading(page, url, marker);
    expect([url, shown(texts, messageKeys(file))]).toEqual([url, []]);
  }
});
