import { expect, test, type Page, type Request } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { controlSite, login } from './helpers';

// Issue 16 "Paint before JavaScript": the first screen's calls start from the HTML (the inline early
// script, host/src/boot/early-start.ts) and the app takes their answers instead of asking again.

const FIRST_SCREEN = [
  '/api/platform/registry',
  '/api/promotion/advertise/list',
  '/api/user/home/bar/list',
  '/api/game/home/slot/list/',
];

/** Counts the real (non-preflight) requests of each first-screen URL during a load of `/`. */
function countFirstScreen(page: Page): Map<string, Request[]> {
  const seen = new Map<string, Request[]>(FIRST_SCREEN.map((p) => [p, []]));
  page.on('request', (req) => {
    if (req.method() === 'OPTIONS') return;
    const path = new URL(req.url()).pathname;
    seen.get(path)?.push(req);
  });
  return seen;
}

async function firstScreenPainted(page: Page): Promise<void> {
  await expect(page.locator('[elementtiming="hot-game"]').first()).toBeVisible();
  await expect(page.locator('[elementtiming="hero-banner"]').first()).toBeVisible();
  await expect(page.locator('[elementtiming="game-bar"]').first()).toBeVisible();
}

test("a guest's first screen asks each of its calls once, started before the app's scripts ran", async ({
  page,
}) => {
  // a language chosen on an earlier visit: the server cannot see it, so its answers do not apply
  await page.addInitScript(() => localStorage.setItem('__language', 'en'));
  const seen = countFirstScreen(page);
  const configRequests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/config.json') configRequests.push(req.url());
  });
  await page.goto('/');
  await firstScreenPainted(page);
  await page.waitForLoadState('networkidle');
  for (const [url, requests] of seen) {
    // the registry's answer is in the document (host/src/server/registry-blocks.ts): never asked
    expect(requests, url).toHaveLength(url === '/api/platform/registry' ? 0 : 1);
  }
  // the server inlines config.json into the document (build/document-config.mjs): no round trip for it
  expect(configRequests).toEqual([]);
  // started by the early script (the first script of <head>), not by the app's bundle
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<script type="application/json" id="registry-answer">');
  const firstScript = html.indexOf('<script>');
  expect(firstScript).toBeGreaterThan(-1);
  expect(html.indexOf('<script>', firstScript + 1)).toBeLessThan(html.indexOf('main.js'));
  const early = seen.get('/api/promotion/advertise/list')![0]!;
  expect(await early.headerValue('language')).toBe('en');
});

test("a member's page takes the answers the server drew from (public, the same for everyone): a read is asked at most once, with the login", async ({
  page,
}) => {
  await login(page);
  const seen = countFirstScreen(page);
  await page.goto('/');
  await firstScreenPainted(page);
  await page.waitForLoadState('networkidle');
  const adverts = seen.get('/api/promotion/advertise/list') ?? [];
  expect(adverts.length).toBeLessThanOrEqual(1);
  for (const call of adverts) expect(await call.headerValue('authorization')).toMatch(/^Bearer /);
});

/**
 * Loads a remote's page and records the order of three things: the declared read asked, the remote's
 * messages asked, the remote's entry loaded. The remote's own code can only ask once its entry has
 * loaded, so a read asked before that came from the HTML (host/src/boot/early-remote.ts).
 */
async function remotePageLoad(
  page: Page,
  path: string,
  read: string,
  port: number,
  marker: string,
) {
  const events: string[] = [];
  const reads: Request[] = [];
  page.on('request', (req) => {
    if (req.method() === 'OPTIONS') return;
    if (new URL(req.url()).pathname === read) {
      reads.push(req);
      events.push('read asked');
    }
    if (new RegExp(`:${port}/i18n-en-json\\.\\w+\\.js$`).test(req.url()))
      events.push('messages asked');
  });
  page.on('requestfinished', (req) => {
    if (req.url().endsWith(`:${port}/remoteEntry.js`)) events.push('entry loaded');
  });
  await page.goto(path);
  await expect(page.locator(`[elementtiming="${marker}"]`).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const entryLoaded = events.indexOf('entry loaded');
  expect(entryLoaded).toBeGreaterThan(-1);
  expect(reads).toHaveLength(1);
  expect(events.indexOf('read asked')).toBeLessThan(entryLoaded);
  expect(events.filter((e) => e === 'messages asked')).toHaveLength(1);
  expect(events.indexOf('messages asked')).toBeLessThan(entryLoaded);
  return reads[0]!;
}

test("a remote's page starts the reads its manifest declares and its messages with the remote's files, once", async ({
  page,
}) => {
  // as a member: a guest gets these answers in the document (early-route.spec.ts)
  await login(page);
  const adverts = await remotePageLoad(
    page,
    '/activity?lang=en',
    '/api/promotion/advertise/list',
    3003,
    'activity-card',
  );
  expect(await adverts.headerValue('language')).toBe('en');
});

test("a live room's reads are started from the HTML with the room's id, once, with the login", async ({
  page,
  request,
}) => {
  const list = (await (
    await request.post('http://127.0.0.1:4000/api/live/stream/list', {
      data: { current: 1, size: 1 },
    })
  ).json()) as { data: { records?: Array<{ id: number }> } | Array<{ id: number }> };
  const rooms = Array.isArray(list.data) ? list.data : (list.data.records ?? []);
  const room = rooms[0]!.id;
  await login(page);
  const info = await remotePageLoad(
    page,
    `/anchorPlay?id=${room}&lang=en`,
    `/api/live/stream/getInfo/${room}`,
    3002,
    'room-title',
  );
  expect(await info.headerValue('authorization')).toMatch(/^Bearer /);
});

test('the inlined config cannot close its block, and a changed config.json is served at once', async ({
  page,
}) => {
  const hostDist = path.join(__dirname, '..', '..', 'host', 'dist');
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'host-config-'));
  fs.cpSync(hostDist, copy, { recursive: true });
  const configPath = path.join(copy, 'config.json');
  const config = JSON.parse(fs.readFileSync(configPath, 'utf8')) as Record<string, unknown>;
  // an unknown key the app ignores, holding what would end the block and run a script
  config.note = '</script><script>window.__injected = true</script>';
  fs.writeFileSync(configPath, JSON.stringify(config));
  await controlSite('deploy', 'host', copy);
  try {
    await page.goto('/?lang=en');
    await expect(page.locator('[elementtiming="hero-banner"]').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(
      undefined,
    );
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('\\u003c/script>\\u003cscript>');
    expect(html).toContain('"note":'); // the config of the folder now deployed
    expect(html).not.toContain('href=/config.json');
  } finally {
    await controlSite('deploy', 'host', hostDist);
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

test.describe('the words of the page language only (issue 16: one messages file per language)', () => {
  for (const [path, marker] of [
    ['/', 'hot-game'],
    ['/activity', 'activity-card'],
  ] as const) {
    test(`${path} in Vietnamese loads its words once, preloaded from the HTML, and no English`, async ({
      page,
    }) => {
      const messages: string[] = [];
      let mainDone = false;
      let vietnameseBeforeMain = false;
      page.on('request', (req) => {
        const name = new URL(req.url()).pathname.slice(1);
        if (/^(messages|i18n)-/.test(name)) {
          messages.push(name.replace(/\.\w+\.js$/, ''));
          if (name.startsWith('messages-vi.') && !mainDone) vietnameseBeforeMain = true;
        }
      });
      page.on('requestfinished', (req) => {
        if (new URL(req.url()).pathname === '/main.js') mainDone = true;
      });
      await page.goto(`${path}?lang=vi`);
      await expect(page.locator(`[elementtiming="${marker}"]`).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(messages.filter((m) => m === 'messages-vi')).toHaveLength(1);
      expect(vietnameseBeforeMain).toBe(true); // the early script's preload, not main.js's import
      expect(messages.filter((m) => /-(en|zh-cn)(-json)?$/.test(m))).toEqual([]);
    });
  }
});
