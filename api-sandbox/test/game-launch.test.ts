// Issue 13 / SPEC §4, §7: the single-wallet jump opens a page the sandbox serves; maintenance refuses it.
import type { Started } from './helpers';
import { SEED, call, login, start } from './helpers';

let s: Started;
let api: string;
let token: string;

beforeAll(async () => {
  s = await start();
  api = s.sb.apiUrl;
  token = await login(api, ...SEED.member);
});
afterAll(async () => {
  await s.stop();
});
afterEach(async () => {
  await call(api, '/__admin/faults', { method: 'DELETE' });
});

const JUMP = '/api/game/bet/single-wallet/jump';

describe('single-wallet jump and the game page', () => {
  test('the URL opens a page with the game name, the member and the balance', async () => {
    const r = await call(api, JUMP, { token, body: { gameId: 1001104103 } });
    expect(r.body).toMatchObject({ code: 200, data: { gameName: 'Fortune Tiger' } });
    const url = new URL(r.body.data.url);
    expect(url.pathname).toBe('/game/play');
    const page = await fetch(url);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('data-testid="game-name">Fortune Tiger<');
    expect(html).toContain('data-testid="game-user">member01<');
    expect(html).toMatch(/data-testid="game-balance">[\d.]+ ₫</);
    expect((await fetch(`${api}/game/play?s=nope`)).status).toBe(404);
  });

  test('a lobby id alone opens its first game; guests and unknown games are refused', async () => {
    const r = await call(api, JUMP, { token, body: { lobbyId: 1001103 } });
    expect(r.body.data.gameName).toBe('Tiến Lên Miền Nam');
    expect((await call(api, JUMP, { body: { gameId: 1001104103 } })).body.code).toBe(401001);
    expect((await call(api, JUMP, { token, body: { gameId: 42 } })).body.code).toBe(404001);
    expect((await call(api, JUMP, { token, body: {} })).body.code).toBe(1000);
  });

  test('inside a lobby or game window the jump answers the maintenance code', async () => {
    await call(api, '/__admin/faults', {
      body: { gameMaintenance: { gameId: 1001104101, start: 1, end: 9e12 } },
    });
    const g = await call(api, JUMP, { token, body: { gameId: 1001104101 } });
    expect(g.body).toMatchObject({ code: 5001, data: { endTimestamp: 9e12 } });
    expect((await call(api, JUMP, { token, body: { gameId: 1001104102 } })).body.code).toBe(200);
    await call(api, '/__admin/faults', {
      body: { lobbyMaintenance: { lobbyId: 1001104, start: 1, end: 9e12 } },
    });
    expect((await call(api, JUMP, { token, body: { gameId: 1001104102 } })).body.code).toBe(5001);
    // a window that has ended no longer blocks
    await call(api, '/__admin/faults', {
      body: { lobbyMaintenance: { lobbyId: 1001104, start: 1, end: 2 } },
    });
    expect((await call(api, JUMP, { token, body: { gameId: 1001104102 } })).body.code).toBe(200);
  });

  test('cSports opens the same page; tile art is an SVG per game', async () => {
    const cs = await call(api, '/api/game/bet/cSports/token', { token, body: {} });
    const html = await (await fetch(cs.body.data.url)).text();
    expect(html).toContain('member01');
    const slots = (await call(api, '/api/game/home/slot/list/', { body: {} })).body.data;
    const icon: string = slots[1].gameList[0].icon;
    expect(icon).toMatch(/\/game\/art\/\d+\.svg$/);
    const art = await fetch(icon);
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
    // its one text is the game's title, as a tile's logo (in the list's language: content-language)
    expect((await art.text()).match(/<text/g)).toHaveLength(1);
    expect((await fetch(`${api}/game/art/123.svg`)).status).toBe(404);
  });
});
