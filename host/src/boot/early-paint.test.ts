import { earlyImageLoaded } from './early-paint-marks';
import { paintSection, paintWhenParsed, successData, type PaintContext } from './early-paint';

// Issue 16: the early script fills the prerendered skeletons of `/` with the first answers before the
// app's JavaScript has loaded. CSS modules resolve to their class names in tests (style-mock.cjs).

const ok = (data: unknown) => ({ code: 200, msg: '', data });

function prerenderedHome(language = 'en'): HTMLElement {
  document.body.innerHTML = `<div id="app" data-prerender="${language}">
    <div data-early="banner" class="carousel skeleton" aria-busy="true" aria-label="Loading…"></div>
    <ul data-early="bar" class="bar" aria-busy="true"><li class="item"></li></ul>
    <section><h2>Hot games</h2><ul data-early="hot" class="grid" aria-busy="true"><li></li></ul></section>
  </div>`;
  return document.getElementById('app')!;
}

const ctx = (over: Partial<PaintContext> = {}): PaintContext => ({
  doc: document,
  language: 'en',
  apiBaseUrl: 'https://api.test',
  member: false,
  ...over,
});

const slot = (name: string) => document.querySelector<HTMLElement>(`[data-early="${name}"]`)!;

const adverts = [
  { id: 2, title: 'Second', imageUrl: '/media/2.svg', link: '/activity', type: 1, sort: 2 },
  { id: 9, title: 'Popup', imageUrl: '/media/9.svg', type: 2, sort: 0 },
  { id: 1, title: 'Lucky wheel', imageUrl: '/media/1.svg', link: 'luckyWheel', type: 1, sort: 1 },
];

let readyState: DocumentReadyState;
beforeEach(() => {
  readyState = 'interactive';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});
afterEach(() => jest.restoreAllMocks());

describe('the banner', () => {
  it('shows the first carousel advert (SPEC §7 order) linked to its route, at high priority', () => {
    prerenderedHome();
    expect(paintSection(ctx(), 'banner', ok(adverts))).toBe(true);
    const banner = slot('banner');
    expect(banner.className).toBe('carousel');
    expect(banner.hasAttribute('aria-busy')).toBe(false);
    expect(banner.hasAttribute('aria-label')).toBe(false); // no longer "Loading…"
    expect(banner.hasAttribute('data-early-painted')).toBe(true);
    const img = banner.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://api.test/media/1.svg');
    expect(img.alt).toBe('Lucky wheel');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('elementtiming')).toBe('hero-banner');
    expect(banner.querySelector('a')!.getAttribute('href')).toBe('/luckyWheel');
    expect(banner.querySelectorAll('img')).toHaveLength(1); // the other slides come with the app
  });

  it('opens an external link apart and makes no link of an unsafe one', () => {
    prerenderedHome();
    paintSection(ctx(), 'banner', ok([{ ...adverts[0], link: 'https://partner.test/x' }]));
    const a = slot('banner').querySelector('a')!;
    expect([a.target, a.rel]).toEqual(['_blank', 'noopener noreferrer']);
    prerenderedHome();
    paintSection(ctx(), 'banner', ok([{ ...adverts[0], link: 'javascript:alert(1)' }]));
    expect(slot('banner').querySelector('a')).toBeNull();
    expect(slot('banner').querySelector('img')).not.toBeNull();
  });

  it('is left to the app for a stored login: a member taking a break must not see promotions', () => {
    prerenderedHome();
    expect(paintSection(ctx({ member: true }), 'banner', ok(adverts))).toBe(false);
    expect(slot('banner').getAttribute('aria-busy')).toBe('true');
    expect(
      paintSection(ctx({ member: true }), 'bar', ok([{ barName: 'Sports', gameType: 7 }])),
    ).toBe(true);
  });

  it('records its image once loaded, so the app shows it at once', () => {
    prerenderedHome();
    paintSection(ctx(), 'banner', ok(adverts));
    const img = slot('banner').querySelector('img')!;
    expect(earlyImageLoaded(img.src)).toBe(false);
    img.dispatchEvent(new Event('load'));
    expect(earlyImageLoaded(img.src)).toBe(true);
    expect(img.parentElement!.dataset.status).toBe('loaded');
  });
});

describe('the game bar', () => {
  const items = [
    { id: 3, barName: 'Slots', icon: '/bars/slots.svg', gameType: 2, sort: 3, status: 1 },
    { id: 1, barName: '<img src=x onerror=alert(1)>', gameType: 7, sort: 1, status: 1 },
    { id: 2, barName: 'Hidden', gameType: 0, sort: 2, status: 0 },
    { id: 4, barName: 'Nowhere', sort: 4, status: 1 },
  ];

  it('lists the enabled items with a route, in order, names as text', () => {
    prerenderedHome();
    expect(paintSection(ctx(), 'bar', ok(items))).toBe(true);
    const links = [...slot('bar').querySelectorAll('a')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/sports', '<img src=x onerror=alert(1)>'],
      ['/electronic/2', 'Slots'],
    ]);
    expect(slot('bar').querySelectorAll('img[onerror]')).toHaveLength(0);
    expect(slot('bar').querySelector('[elementtiming="game-bar"]')!.textContent).toMatch(/^<img/);
  });

  it("loads its icons only after the page's load event, not beside the banner and the app", () => {
    prerenderedHome();
    paintSection(ctx(), 'bar', ok(items));
    const icon = slot('bar').querySelector('img')!;
    expect(icon.getAttribute('src')).toBeNull();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(icon.getAttribute('src')).toBe('https://api.test/bars/slots.svg');
  });
});

describe('the hot games', () => {
  it('shows up to 4 games of lobby 1001104, hot first, each leading to its lobby (SPEC §9)', () => {
    prerenderedHome();
    const game = (id: number, hot: number) => ({ id, gameName: `Game ${id}`, isHotGame: hot });
    const lobbies = [
      { id: 5, gameList: [game(50, 0)] },
      { id: 1001104, gameList: [game(1, 1), game(2, 0), game(3, 1), game(4, 0), game(5, 1)] },
    ];
    expect(paintSection(ctx(), 'hot', ok(lobbies))).toBe(true);
    const tiles = [...slot('hot').querySelectorAll('a')];
    expect(tiles.map((a) => a.textContent)).toEqual(['Game 2', 'Game 4', 'Game 1', 'Game 3']);
    expect(tiles[0]!.getAttribute('href')).toBe('/electronic/1001104?launch=2');
    expect(slot('hot').className).toBe('grid');
  });
});

describe('what it leaves to the app', () => {
  it.each([
    ['a business error', { code: 500, msg: 'down', data: [] }],
    ['a malformed body', '<html>502</html>'],
    ['an empty list', ok([])],
    ['data of another shape', ok({ records: 'x' })],
  ])('%s keeps the skeleton', (_name, body) => {
    prerenderedHome();
    for (const section of ['banner', 'bar', 'hot'] as const)
      expect(paintSection(ctx(), section, body)).toBe(false);
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(3);
  });

  it('paints nothing once the app hydrates, over a page in another language, or twice', () => {
    const app = prerenderedHome();
    expect(paintSection(ctx({ language: 'vi' }), 'banner', ok(adverts))).toBe(false);
    app.setAttribute('data-early-closed', '');
    expect(paintSection(ctx(), 'banner', ok(adverts))).toBe(false);
    app.removeAttribute('data-early-closed');
    expect(paintSection(ctx(), 'banner', ok(adverts))).toBe(true);
    expect(paintSection(ctx(), 'banner', ok([{ ...adverts[0], imageUrl: '/other.svg' }]))).toBe(
      false,
    );
    delete app.dataset.prerender; // the app renders this path afresh
    prerenderedHome();
    delete document.getElementById('app')!.dataset.prerender;
    expect(paintSection(ctx(), 'bar', ok([{ barName: 'Sports', gameType: 7 }]))).toBe(false);
  });

  it('waits for the end of the HTML when an answer comes first', () => {
    prerenderedHome();
    readyState = 'loading';
    paintWhenParsed(ctx(), 'bar', ok([{ barName: 'Sports', gameType: 7 }]));
    expect(slot('bar').textContent).toBe('');
    readyState = 'interactive';
    document.dispatchEvent(new Event('readystatechange'));
    expect(slot('bar').textContent).toBe('Sports');
  });

  it('reads only success envelopes', () => {
    expect(successData(ok([1]))).toEqual([1]);
    expect(successData({ code: '200', data: 2 })).toBe(2);
    expect(successData({ code: 401, data: 1 })).toBeUndefined();
    expect(successData(null)).toBeUndefined();
  });
});
