import type { Json, Started } from './helpers';
import { call, login, start } from './helpers';
import { langOf, normalizeLang } from '../src/i18n/lang';
import { localize } from '../src/i18n/texts';
import { localizeMessage } from '../src/i18n/messages';
import '../src/seed/content';

/** Issue 15: the sandbox answers seeded content in the request's language (vi by default). */
let s: Started;
let api: string;
let provider: string;

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
  provider = s.sb.providerUrl;
});
afterAll(async () => {
  await s.stop();
});

const DIACRITIC = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;
const HAN = /\p{Script=Han}/u;

type Lang = 'vi' | 'en' | 'zh-cn';
const as = (lang: Lang | string) => ({ headers: { Language: lang } });
const get = async (p: string, headers: Record<string, string>, body?: unknown) =>
  (await call(api, p, { headers, body })).body.data as Json;

/** Every answer below: [what, path, body, text picker]. */
const CASES: [string, string, unknown, (d: Json) => string[]][] = [
  [
    'advert titles',
    '/api/promotion/advertise/list',
    undefined,
    (d) => d.flatMap((a: Json) => [a.title, a.subTitle]),
  ],
  ['activity names', '/api/promotion/activity/list', undefined, (d) => d.map((a: Json) => a.name)],
  ['game bar names', '/api/user/home/bar/list', undefined, (d) => d.map((b: Json) => b.barName)],
  [
    'lobby and game names',
    '/api/game/home/slot/list',
    {},
    (d) => d.flatMap((l: Json) => [l.lobbyName, ...l.gameList.map((g: Json) => g.gameName)]),
  ],
  [
    'wheel prizes',
    '/api/promotion/activity/turntable/detail',
    undefined,
    (d) => d.prizes.map((p: Json) => p.name),
  ],
  [
    'prediction template',
    '/api/promotion/matchTemplate/detail',
    undefined,
    (d) => [d.title, ...d.rules],
  ],
  ['gift names', '/api/live/gift/list', {}, (d) => d.map((g: Json) => g.name)],
  ['cover tags', '/api/live/cover/tag/list', {}, (d) => d.map((g: Json) => g.name)],
  [
    'stream titles and tags',
    '/api/live/stream/list',
    {},
    (d) => d.records.flatMap((r: Json) => [r.title.replace(/: .*/, ''), ...r.tags]),
  ],
];

describe.each(CASES)('%s', (_what, path, body, texts) => {
  test('vi, en and zh-cn answer three different texts; en and zh-cn hold no Vietnamese', async () => {
    const vi = texts(await get(path, as('vi').headers, body));
    const en = texts(await get(path, as('en').headers, body));
    const zh = texts(await get(path, as('zh-cn').headers, body));
    expect(vi.length).toBeGreaterThan(0);
    expect(en).toHaveLength(vi.length);
    expect(zh).toHaveLength(vi.length);
    expect(vi.some((x) => DIACRITIC.test(x)) || path.includes('turntable')).toBe(true);
    for (const x of en) expect(x).not.toMatch(DIACRITIC);
    for (const x of zh) expect(x).not.toMatch(DIACRITIC);
    expect(en).not.toEqual(vi);
    expect(zh).not.toEqual(en);
    expect(zh.some((x) => HAN.test(x))).toBe(true);
  });

  test('an unknown language and no language fall back to Vietnamese', async () => {
    const vi = texts(await get(path, as('vi').headers, body));
    expect(texts(await get(path, as('th').headers, body))).toEqual(vi);
    expect(texts(await get(path, {}, body))).toEqual(vi);
  });
});

test('Accept-Language decides when Language is absent', async () => {
  const d = await get('/api/user/home/bar/list', { 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.8' });
  expect(d[0].barName).toBe('体育');
  const e = await get('/api/user/home/bar/list', { 'Accept-Language': 'en-US,en;q=0.9' });
  expect(e[0].barName).toBe('Sports');
});

test('the sportsbook bulletin follows the body languageType (SPEC §7)', async () => {
  const guest = await call(api, '/api/game/sports/token/guest', { body: {} });
  const headers = { Authorization: guest.body.data.token as string };
  const titles = async (languageType: string) => {
    const r = await call(provider, '/v1/bulletin/listTop', {
      body: { languageType },
      headers: { ...headers, 'Accept-Language': 'en-US,en;q=0.9' },
    });
    return (r.body.data as Json[]).map((b) => `${b.title} ${b.content}`);
  };
  const [vi, en, zh] = [await titles('VIE'), await titles('ENG'), await titles('CMN')];
  expect(vi[0]).toMatch(/Thông báo bảo trì/);
  expect(en[0]).toMatch(/maintenance/);
  expect(zh[0]).toMatch(/系统维护/);
  for (const x of [...en, ...zh]) expect(x).not.toMatch(DIACRITIC);
});

test('stored user content stays as written: anchor nicknames are not translated', async () => {
  const vi = await get('/api/live/stream/list', as('vi').headers, {});
  const en = await get('/api/live/stream/list', as('en').headers, {});
  expect(en.records.map((r: Json) => r.anchorName)).toEqual(
    vi.records.map((r: Json) => r.anchorName),
  );
  // Team names inside a title are proper names and keep their spelling.
  expect(en.records[0].title.replace(/^[^:]*: /, '')).toBe(
    vi.records[0].title.replace(/^[^:]*: /, ''),
  );
});

describe('language helpers', () => {
  const req = (headers: Record<string, string>, body: unknown = null) =>
    ({ headers, body }) as unknown as Parameters<typeof langOf>[0];

  test('normalizeLang knows the header, locale and provider forms', () => {
    expect(['vi', 'vi-VN', 'VIE'].map(normalizeLang)).toEqual(['vi', 'vi', 'vi']);
    expect(['en', 'en-US', 'ENG'].map(normalizeLang)).toEqual(['en', 'en', 'en']);
    expect(['zh-cn', 'zh-CN', 'CMN', 'zh'].map(normalizeLang)).toEqual(Array(4).fill('zh-cn'));
    expect(normalizeLang('th')).toBeNull();
  });

  test('langOf reads Language, then languageType, then Accept-Language, else vi', () => {
    expect(langOf(req({ language: 'en', 'accept-language': 'zh-CN' }))).toBe('en');
    expect(langOf(req({ 'accept-language': 'th-TH, zh-CN;q=0.8' }))).toBe('zh-cn');
    expect(langOf(req({}, { languageType: 'CMN' }))).toBe('zh-cn');
    // the sportsbook's own parameter beats the browser's language (a vi page in an English browser)
    expect(langOf(req({ 'accept-language': 'en-US' }, { languageType: 'VIE' }))).toBe('vi');
    expect(langOf(req({ language: 'fr' }))).toBe('vi');
  });

  test('localize translates seeded text and prefixes, and leaves other text alone', () => {
    expect(localize('Hoa hồng', 'en')).toBe('Rose');
    expect(localize('Hoa hồng', 'zh-cn')).toBe('玫瑰');
    expect(localize('Hoa hồng', 'vi')).toBe('Hoa hồng');
    expect(localize('Xin chào cả nhà', 'en')).toBe('Xin chào cả nhà');
  });
});

test('banner and cover art draw their title in the request language (images send no header)', async () => {
  const en = await get('/api/promotion/advertise/list', as('en').headers);
  const vi = await get('/api/promotion/advertise/list', as('vi').headers);
  expect(vi[0].imageUrl).not.toMatch(/\?lang=/);
  expect(en[0].imageUrl).toMatch(/\?lang=en$/);
  const art = async (url: string) => (await call(url, '')).body as string;
  // a long title takes two lines: read the drawn text line by line
  const text = async (url: string) =>
    [...(await art(url)).matchAll(/>([^<>]+)<\/text>/g)].map((m) => m[1]).join(' ');
  expect(await text(vi[0].imageUrl)).toContain('Vòng quay may mắn');
  expect(await text(en[0].imageUrl)).toContain('Lucky wheel');
  expect(await art(en[0].imageUrl)).not.toMatch(DIACRITIC);
});

test('gift art has no text, so every language shares one picture', async () => {
  const en = await get('/api/live/gift/list', as('en').headers, {});
  const zh = await get('/api/live/gift/list', as('zh-cn').headers, {});
  expect(en[0].icon).not.toContain('?lang=');
  expect(zh[0].icon).toBe(en[0].icon);
  const art = (await call(en[0].icon, '')).body as string;
  expect(art).not.toContain('<text');
});

test('game tile art titles the game in the request language, as the game list does', async () => {
  const games = async (lang: Lang) =>
    ((await get('/api/game/home/slot/list', as(lang).headers, {})) as Json[]).flatMap(
      (l: Json) => l.gameList as Json[],
    );
  const [vi, en, zh] = [await games('vi'), await games('en'), await games('zh-cn')];
  const art = async (url: string) => (await call(url, '')).body as string;
  // a card game with a Vietnamese name (Tiến Lên Miền Nam)
  const i = vi.findIndex((g: Json) => DIACRITIC.test(g.gameName));
  expect(vi[i].icon).toMatch(/\/game\/art\/\d+\.svg$/);
  expect(en[i].icon).toMatch(/\/game\/art\/\d+\.svg\?lang=en$/);
  expect(zh[i].icon).toMatch(/\?lang=zh-cn$/);
  // the title may take two lines
  const title = async (url: string) =>
    [...(await art(url)).matchAll(/>([^<>]+)<\/text>/g)].map((m) => m[1]).join(' ');
  expect(await title(vi[i].icon)).toBe(vi[i].gameName);
  expect(await title(en[i].icon)).toBe(en[i].gameName);
  expect(await art(en[i].icon)).not.toMatch(DIACRITIC);
  expect(await title(zh[i].icon)).toBe(zh[i].gameName);
  expect(await art(zh[i].icon)).toMatch(HAN);
});

test('amounts in banners and rules are written as the site writes money: 8,888,000 VND', async () => {
  for (const lang of ['vi', 'en', 'zh-cn'] as const) {
    const ads = await get('/api/promotion/advertise/list', as(lang).headers);
    const wheel = ads.find((a: Json) => /8,888,000/.test(a.subTitle));
    expect(wheel.subTitle).toMatch(/8,888,000 VND/);
    const art = (await call(wheel.imageUrl, '')).body as string;
    expect(art).toContain('8,888,000 VND');
    expect(art).not.toContain('₫');
    const rules = (await get('/api/promotion/matchTemplate/detail', as(lang).headers)).rules;
    expect(rules.join(' ')).toContain('50,000 VND');
    expect(rules.join(' ')).not.toContain('₫');
  }
});

test('wheel prize names write money as the site does in every language (8,000 VND)', async () => {
  for (const lang of ['vi', 'en', 'zh-cn'] as const) {
    const detail = await get('/api/promotion/activity/turntable/detail', as(lang).headers);
    const paid = (detail.prizes as Json[]).filter((p) => p.amount > 0);
    expect(paid.length).toBeGreaterThan(0);
    for (const p of paid) {
      expect(p.name).toBe(`${(p.amount as number).toLocaleString('en-US')} VND`);
    }
    expect(JSON.stringify(detail)).not.toContain('₫');
  }
});

test('a repeated claim is refused in the request language (business msg, code 2002)', async () => {
  const token = await login(api, 'member02', 'Member@123');
  const claim = (lang: Lang) =>
    call(api, '/api/promotion/activity/claim', {
      token,
      body: { activityId: 4 },
      headers: as(lang).headers,
    });
  expect((await claim('en')).body.code).toBe(200);
  const [vi, en, zh] = [await claim('vi'), await claim('en'), await claim('zh-cn')];
  expect([vi.body.code, en.body.code, zh.body.code]).toEqual([2002, 2002, 2002]);
  expect(en.body.msg).toBe('Already checked in today');
  expect(vi.body.msg).toMatch(DIACRITIC);
  expect(zh.body.msg).toMatch(HAN);
});

test('business messages: every known one in three languages, others as written', () => {
  for (const msg of ['Gift pack already claimed', 'Predictions close at kick-off']) {
    expect(localizeMessage(msg, 'en')).toBe(msg);
    expect(localizeMessage(msg, 'vi')).toMatch(DIACRITIC);
    expect(localizeMessage(msg, 'zh-cn')).toMatch(HAN);
  }
  expect(localizeMessage('Stream 7 is already live; stop it first', 'vi')).toBe(
    'Stream 7 is already live; stop it first',
  );
});

test("the live list's tag tabs name the streams' tags in the same language", async () => {
  for (const lang of ['en', 'zh-cn'] as const) {
    const tags = (await get('/api/live/cover/tag/list', as(lang).headers, {})).map(
      (x: Json) => x.name as string,
    );
    const streams = await get('/api/live/stream/list', as(lang).headers, {});
    for (const s of streams.records as Json[])
      for (const tag of s.tags as string[]) expect(tags).toContain(tag);
  }
});

test('Chinese captions are sized as wide characters, so they fit the banner', async () => {
  const zh = await get('/api/promotion/advertise/list', as('zh-cn').headers);
  const art = (await call(zh[0].imageUrl, '')).body as string;
  const width = Number(/viewBox="0 0 (\d+)/.exec(art)?.[1] ?? /width="(\d+)"/.exec(art)?.[1]);
  const [, size, caption] = /font-size="(\d+)"[^>]*>([^<]*)<\/text>\s*<\/svg>/.exec(art) ?? [];
  expect(caption).toContain('每天转一转');
  // CJK characters take a full em each
  const ems = [...caption!].reduce(
    (n, c) => n + (/[\u2e80-\u9fff\uff00-\uffef]/.test(c) ? 1 : 0.56),
    0,
  );
  expect(ems * Number(size)).toBeLessThanOrEqual(width);
});

// Issue 53 #10: a gift event goes to every viewer in the sender's language, so each gift carries a
// code the viewer's page names it by; the code is the same whatever the request language.
test('every gift carries a language-free code', async () => {
  const en = (await get('/api/live/gift/list', as('en').headers, {})) as Json[];
  const vi = (await get('/api/live/gift/list', as('vi').headers, {})) as Json[];
  expect(en.map((g) => g.code)).toEqual([
    'rose',
    'heart',
    'beer',
    'goldCup',
    'supercar',
    'yacht',
    'rocket',
    'castle',
  ]);
  expect(vi.map((g) => g.code)).toEqual(en.map((g) => g.code));
});

// Issue 53 #6: the daily check-in pays one flat bonus a day, and its card says so.
test('the check-in card promises what the check-in pays', async () => {
  const activities = (await get('/api/promotion/activity/list', as('en').headers)) as Json[];
  const bonus = activities.find((a) => a.key === 'sign-activity')?.bonus as number;
  const ads = (await get('/api/promotion/advertise/list', as('en').headers)) as Json[];
  const card = ads.find((a) => a.link === '/sign-activity');
  expect(card?.subTitle).toBe(`Check in daily for ${bonus.toLocaleString('en-US')} each day`);
  expect(card?.subTitle).not.toMatch(/in a row|bigger/);
});
