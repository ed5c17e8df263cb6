import type { Json, Started } from './helpers';
import { call, start } from './helpers';
import { teamCrest } from '../src/media/crest';
import { BAR_CODES, barArt } from '../src/media/bar-art';
import { HOME_BARS } from '../src/seed/static-lists';
import { SPORTS } from '../src/seed/sports-data';
import { GIFTS } from '../src/seed/content';
import { giftArt } from '../src/media/gift-art';

/** Issue 15 artwork: bar icons and team crests are drawn, not labels on a gradient. */
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

const TEAMS = [...new Set(SPORTS.flatMap((x) => x.leagues.flatMap((l) => l.teams)))];

describe('team crests', () => {
  test('the same name always draws the same crest', () => {
    for (const name of TEAMS) expect(teamCrest(name)).toBe(teamCrest(name));
    expect(teamCrest('Arsenal')).toBe(teamCrest(' Arsenal '));
  });

  test('every seeded team has a crest of its own, with its initials', () => {
    const crests = TEAMS.map((n) => teamCrest(n));
    expect(new Set(crests).size).toBe(TEAMS.length);
    expect(teamCrest('Manchester City')).toContain('>MC</text>');
    expect(teamCrest('Hà Nội FC')).toContain('>HN</text>');
    expect(teamCrest('Arsenal')).toContain('>AR</text>');
  });

  test('names and markup are escaped', () => {
    expect(teamCrest('<b> & co')).toContain('&#60;&#38;');
    expect(teamCrest('<b> & co')).not.toContain('<b>');
  });

  test("a match's team logo (lurl) is the crest of that team's name", async () => {
    const g = await call(api, '/api/game/sports/token/guest', { body: {} });
    const live = await call(provider, '/v1/match/getList', {
      body: { current: 1, size: 5, sportId: 1, type: 1, languageType: 'ENG' },
      headers: { Authorization: g.body.data.token as string },
    });
    const team = live.body.data.records[0].ts[0] as { na: string; lurl: string };
    expect(team.lurl).toMatch(/\/media\/teams\/\d+\.svg$/);
    const art = await call(team.lurl, '');
    expect(art.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(art.body).toBe(teamCrest(team.na));
  });
});

describe('game bar icons', () => {
  test('every entry of the home bar has drawn art without text', async () => {
    expect(HOME_BARS.map((b) => b.barCode).sort()).toEqual([...BAR_CODES].sort());
    const bars = (await call(api, '/api/user/home/bar/list')).body.data as Json[];
    const arts = new Set<string>();
    for (const b of bars) {
      const art = (await call(b.icon as string, '')).body as string;
      expect(art).toBe(barArt(b.barCode as string));
      expect(art).not.toContain('<text');
      expect(art).toMatch(/width="96" height="96"/);
      arts.add(art);
    }
    expect(arts.size).toBe(bars.length);
  });

  test('an unknown entry still gets an image', async () => {
    expect(barArt('unknown')).toBeNull();
    const r = await call(api, '/media/bars/unknown.svg');
    expect(r.status).toBe(200);
    expect(r.body).toContain('<svg');
  });
});

describe('banner art', () => {
  test('every banner is drawn with its text inside the band a 10:3 crop keeps', async () => {
    for (const lang of ['vi', 'en', 'zh-cn']) {
      const ads = (
        await call(api, '/api/promotion/advertise/list', { headers: { Language: lang } })
      ).body.data as Json[];
      expect(ads.length).toBeGreaterThan(0);
      for (const ad of ads) {
        const art = (await call(ad.imageUrl as string, '')).body as string;
        expect(art).toMatch(/width="750" height="300"/);
        // the page's illustration, not a label on a gradient
        expect(art).toContain('filter="url(#d)"');
        const ys = [...art.matchAll(/<text x="\d+" y="(\d+)"[^>]*font-size="(\d+)"/g)];
        expect(ys.length).toBeGreaterThanOrEqual(2);
        for (const [, y, size] of ys) {
          expect(Number(y) - Number(size)).toBeGreaterThanOrEqual(38);
          expect(Number(y)).toBeLessThanOrEqual(262);
        }
      }
    }
  });
});

describe('stream covers', () => {
  test("a match stream's cover shows both teams' crests, each with its own ids", async () => {
    const list = (
      await call(api, '/api/live/stream/list', { body: {}, headers: { Language: 'en' } })
    ).body.data.records as Json[];
    const stream = list.find((x) => x.matchId && / vs /.test(x.title as string));
    const [home, away] = (stream.title as string).replace(/^[^:]*: /, '').split(' vs ');
    const art = (await call(stream.cover as string, '')).body as string;
    expect(art).toMatch(/width="640" height="360"/);
    expect(art).toContain(initialsOf(teamCrest(home!)));
    expect(art).toContain(initialsOf(teamCrest(away!)));
    expect(art.match(/id="hc"/g)).toHaveLength(1);
    expect(art.match(/id="ac"/g)).toHaveLength(1);
    expect(art).toContain('url(#hc)');
  });

  test('a stream without a match gets a scene of its own, not a label', async () => {
    const list = (await call(api, '/api/live/stream/list', { body: {} })).body.data
      .records as Json[];
    const chat = list.find((x) => !x.matchId);
    const art = (await call(chat.cover as string, '')).body as string;
    expect(art).toContain('<svg');
    expect(art).not.toContain('<text');
  });
});

/** The initials text element of a crest. */
function initialsOf(crest: string): string {
  return /<text[^>]*>[^<]+<\/text>/.exec(crest)![0].replace(/^<text[^>]*>/, '>');
}

/** Tags open and close in order (a well-formedness check for the drawn markup). */
function balanced(svg: string): boolean {
  const open: string[] = [];
  for (const [, close, name, self] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (self) continue;
    if (!close) open.push(name!);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

describe('gift icons', () => {
  test('every seeded gift has its own drawn icon, without text, served at its icon', async () => {
    const gifts = (await call(api, '/api/live/gift/list', { body: {} })).body.data as Json[];
    expect(gifts).toHaveLength(GIFTS.length);
    const arts = new Set<string>();
    for (const [i, g] of gifts.entries()) {
      const art = (await call(g.icon as string, '')).body as string;
      expect(art).toBe(giftArt(i));
      expect(art).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="128" height="128"/);
      expect(art).not.toContain('<text');
      expect(balanced(art)).toBe(true);
      for (const [, ref] of art.matchAll(/url\(#(\w+)\)/g)) expect(art).toContain(`id="${ref}"`);
      arts.add(art);
    }
    expect(arts.size).toBe(GIFTS.length);
  });

  test('dearer gifts get a richer tile: ring, then sparkles, then a gold rim', () => {
    const rich = (art: string) =>
      (art.match(/fill="#fff"\/>/g) ?? []).length + (art.includes('stroke="url(#gold)"') ? 10 : 0);
    const byPrice = GIFTS.map(([, price], i) => ({ price, art: giftArt(i)! })).sort(
      (a, b) => a.price - b.price,
    );
    const scores = byPrice.map((g) => rich(g.art));
    for (let i = 1; i < scores.length; i += 1)
      expect(scores[i]).toBeGreaterThanOrEqual(scores[i - 1]!);
    expect(scores.at(-1)).toBeGreaterThan(scores[0]!);
    expect(giftArt(GIFTS.length)).toBeNull();
  });
});
