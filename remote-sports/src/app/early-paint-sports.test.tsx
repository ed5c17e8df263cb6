import { act, screen } from '@testing-library/react';
import { onFirstContent } from '@app/shared/federation';
import { useSettingsStore, useSportsConfigStore } from '@app/shared/store';
import {
  deferred,
  domShape,
  mockBackend,
  renderRemoteAt,
  mockOrigin,
  type MockOrigin,
  type MockReply,
} from '@app/shared/testing';
import { useFollowStore } from '../features/matches/stores/follow-store';
import { loadSportsWords } from './early-paint-words';
import SportsRoutes from './routes';
import { setUpSportsUi } from '../test-ui';
import {
  envelope,
  liveMatch,
  answers,
  MATCHES,
  narrowQueryOf,
  NOTICES,
  painted,
  pick,
  screenSize,
  shapeOf,
  slotChild,
} from './early-paint-sports.fixtures';

// Issue 16: the host's early script runs the sports painter before this remote's code has arrived.
// It draws /sports' first screen from the provider's first answers as the page then renders it
// (nothing moves when React takes over), and nothing from an answer the page would not show.

// one MediaQueryList is kept by useNarrow: its `matches` follows the test's screen
window.matchMedia = narrowQueryOf(screenSize);

let provider: MockOrigin;
let held = deferred<MockReply>();

beforeAll(async () => {
  await setUpSportsUi();
  // as the painter's `ready` asks them (early-paint.ts)
  await Promise.all(['en', 'vi', 'zh-cn'].map(loadSportsWords));
  provider = await mockOrigin();
});
afterAll(() => provider.close());
beforeEach(() => {
  screenSize.phone = false;
  mockBackend();
  provider.reset();
  useSportsConfigStore
    .getState()
    .setConfig({ token: 'sb', apiServerAddress: provider.url, guest: true });
  useSettingsStore.getState().setOddsFormat(1);
  useSettingsStore.getState().setOddsChange(1);
  useFollowStore.setState({ list: { '1': ['2'] } });
});
afterEach(() => held.resolve({ json: envelope([]) }));

/** The page as React renders it from the same answers (`statistics`/`bulletins` null: still reading). */
async function rendered(page: { statistics?: unknown; bulletins?: unknown } = {}) {
  const answer = (body: unknown) => () => (body === null ? held.promise : { json: body });
  held = deferred<MockReply>();
  document.body.innerHTML = '';
  provider.on('POST', '/v1/match/getList', answer(answers.list));
  provider.on(
    'POST',
    '/v1/match/statistical',
    answer('statistics' in page ? page.statistics : answers.statistics),
  );
  provider.on(
    'POST',
    '/v1/bulletin/listTop',
    answer('bulletins' in page ? page.bulletins : envelope(NOTICES)),
  );
  provider.on('POST', '/v1/match/getOnSaleLeagues', answer(envelope([])));
  const { container } = renderRemoteAt(
    <SportsRoutes routeId="sports" basePath="/sports" />,
    '/sports',
  );
  await screen.findAllByTestId('match-card');
  if (page.statistics !== null) await screen.findByText('12');
  if (page.bulletins !== null) await screen.findByTestId('bulletin');
  return container;
}

const IGNORED = ['data-testid', 'style'];

test('draws the top bar, notices, tabs, chips, filters and tools as the page renders them', async () => {
  const drawn = painted()!.firstElementChild!.cloneNode(true) as Element;
  const page = await rendered();
  for (const selector of ['.top', '.ticker', '[role="tablist"]', '.chips', '.filters', '.tools'])
    expect(pick(drawn, selector)).toEqual(pick(page, selector));
  expect(drawn.querySelector('a[aria-current="page"]')).toHaveAttribute('href', '/sports');
  expect(drawn.querySelector('.tools input')).toHaveAttribute(
    'placeholder',
    'Search team or league',
  );
  expect(drawn.querySelector('[role="tablist"]')).toHaveTextContent(
    'Live12Today40Early90Outrights5Favourites1',
  );
  expect(drawn.querySelector('.chips')).toHaveTextContent('Football9Basketball3');
  expect(drawn.querySelector('[data-testid]')).toBeNull();
});

test('draws the league headers and live rows (three markets, a locked one) as the list does', async () => {
  const drawn = painted()!.firstElementChild!.cloneNode(true) as Element;
  const page = await rendered();
  for (const n of [0, 1, 2, 3]) {
    expect(shapeOf(slotChild(drawn, n))).toEqual(shapeOf(slotChild(page, n)));
    expect(domShape(drawn.querySelector(`[data-index="${n}"]`)!, IGNORED).attrs).toEqual(
      domShape(page.querySelector(`[data-index="${n}"]`)!, IGNORED).attrs,
    );
  }
  const row = slotChild(drawn, 1)!;
  expect(row.querySelectorAll('[data-cell]')).toHaveLength(3);
  expect(row.querySelector('[data-cell="total"] button')).toHaveAttribute('data-locked', 'true');
  expect(row.querySelector('[data-cell="total"] svg path')).not.toBeNull();
  expect(row.querySelector('[data-cell="winner"] button')).toHaveAttribute(
    'aria-label',
    'Home 1 to win, 1.85',
  );
  expect(row.querySelector('[elementtiming="match-row"]')).toHaveTextContent('Home 1');
  expect(row.querySelector('.live')).toHaveTextContent("45'");
  expect(row.querySelector('.more')).toHaveTextContent('+1 market');
  // the followed match's star is on, as FollowButton reads the stored list
  expect(slotChild(drawn, 2)!.querySelector('button[aria-pressed="true"]')).toHaveTextContent('★');
  expect(drawn.querySelector('.list')).toHaveAttribute('data-market', 'winner');
});

test('on a phone a row shows only the chosen market, priced in the stored odds format (HK)', async () => {
  screenSize.phone = true;
  useSettingsStore.getState().setOddsFormat(2);
  const slot = painted()!;
  // chosen as React's controlled select chooses it: by the option's selectedness, not an attribute
  expect(slot.querySelector('select')).toHaveDisplayValue('Hong Kong');
  const drawn = slot.firstElementChild!.cloneNode(true) as Element;
  const page = await rendered();
  expect(shapeOf(slotChild(drawn, 1))).toEqual(shapeOf(slotChild(page, 1)));
  expect(pick(drawn, '.top')).toEqual(pick(page, '.top'));
  const cells = slotChild(drawn, 1)!.querySelectorAll('[data-cell]');
  expect([...cells].map((c) => c.getAttribute('data-cell'))).toEqual(['winner']);
  expect(cells[0]).toHaveTextContent('10.85X2.4023.10');
});

test('without the counts and notices yet it draws what the page shows while it reads them', async () => {
  const drawn = painted({ statistics: undefined, bulletins: undefined })!.firstElementChild!;
  const copy = drawn.cloneNode(true) as Element;
  const page = await rendered({ statistics: null, bulletins: null });
  for (const selector of ['.ticker', '[role="tablist"]', '.chips'])
    expect(pick(copy, selector)).toEqual(pick(page, selector));
  expect(copy.querySelector('.ticker')).toHaveAttribute('aria-hidden', 'true');
  expect(copy.querySelector('.chips')).toHaveTextContent(/^Football0$/);
  // no notices: no bar at all
  expect(painted({ bulletins: envelope([]) })!.querySelector('.ticker')).toBeNull();
});

test("lays its first rows out in the page's flow as the list first does, the others' height below them", () => {
  const slot = painted()!;
  const slots = [...slot.querySelectorAll<HTMLElement>('[data-index]')];
  expect(slots).toHaveLength(5);
  // no placement of their own: each row stands where the one above ends, at its real height
  expect(slots.map((s) => s.className + s.style.cssText)).toEqual(Array(5).fill('flowSlot'));
  // every row is shown: nothing is left to stand for below
  expect(slot.querySelector('.list > div')!.lastElementChild).toBe(slots[4]);
});

test('draws the rows that fill a screen, at most 12', () => {
  const many = Array.from({ length: 30 }, (_, i) => liveMatch(i + 1, 7));
  const answers = { list: envelope({ records: many, total: 30 }) };
  // jsdom's 768 px, less the 300 px at least above the list: a league header and five rows reach past it
  expect(window.innerHeight).toBe(768);
  const slot = painted(answers)!;
  expect(slot.querySelectorAll('[data-index]')).toHaveLength(6);
  // the 25 rows not drawn, by their estimates (96 px on a desktop): the page is as long as it will be
  const spacer = slot.querySelector<HTMLElement>('.list > div')!.lastElementChild as HTMLElement;
  expect(spacer).toHaveAttribute('aria-hidden', 'true');
  expect(spacer.style.height).toBe(`${25 * 96}px`);
  window.innerHeight = 4000;
  expect(painted(answers)!.querySelectorAll('[data-index]')).toHaveLength(12);
  window.innerHeight = 768;
});

test('team and league names and notices stay text', () => {
  const hostile = '<img src=x onerror=alert(1)>';
  const slot = painted({
    list: envelope({
      records: [liveMatch(1, 7, { lg: { id: 7, na: hostile }, ts: [{ na: hostile }] })],
    }),
    bulletins: envelope([{ title: hostile, content: null }]),
  })!;
  expect(slot.querySelector('.leagueName')).toHaveTextContent(hostile);
  expect(slot.querySelector('[elementtiming="match-row"]')).toHaveTextContent(hostile);
  expect(slot.querySelector('.ticker p')).toHaveTextContent(hostile);
  expect(slot.querySelectorAll('img')).toHaveLength(0);
});

test('draws nothing from answers the page would reject, an empty list or an unknown language', () => {
  const list = (records: unknown) => envelope({ records });
  expect(painted({ list: envelope({ records: MATCHES }, 14010) })).toBeNull();
  expect(painted({ list: undefined })).toBeNull();
  expect(painted({ list: '<html>' })).toBeNull();
  expect(painted({ list: list([liveMatch(1, 7, { lg: undefined })]) })).toBeNull();
  expect(painted({ list: list([liveMatch(1, 7, { ts: [{ na: 5 }] })]) })).toBeNull();
  expect(
    painted({
      list: list([
        liveMatch(1, 7, { mg: [{ mty: 1005, pe: 1001, mks: [{ op: [{ od: '2' }] }] }] }),
      ]),
    }),
  ).toBeNull();
  expect(painted({ list: list([]) })).toBeNull();
  expect(painted({ statistics: envelope({ sl: [{ ty: '1' }] }) })).toBeNull();
  expect(painted({ statistics: { code: 8, msg: '[1-2]', data: null } })).toBeNull();
  expect(painted({ bulletins: envelope({ list: [] }) })).toBeNull();
  expect(painted({ language: 'fr' })).toBeNull();
  expect(painted({ language: 'toString' })).toBeNull();
  expect(painted({ language: 'vi' })!.querySelector('nav a')).toHaveTextContent('Trận đấu');
});

test('the page says its first content is shown once its rows are rendered, not before', async () => {
  const shown = jest.fn(() =>
    expect(screen.queryAllByTestId('match-card').length).toBeGreaterThan(0),
  );
  const stop = onFirstContent(shown);
  document.body.innerHTML = '';
  const list = deferred<MockReply>();
  provider.on('POST', '/v1/match/getList', () => list.promise);
  provider.on('POST', '/v1/match/statistical', () => ({ json: answers.statistics }));
  provider.on('POST', '/v1/bulletin/listTop', () => ({ json: envelope([]) }));
  provider.on('POST', '/v1/match/getOnSaleLeagues', () => ({ json: envelope([]) }));
  renderRemoteAt(<SportsRoutes routeId="sports" basePath="/sports" />, '/sports');
  await screen.findByRole('tablist');
  expect(shown).not.toHaveBeenCalled();
  await act(async () => list.resolve({ json: answers.list }));
  await screen.findAllByTestId('match-card');
  expect(shown).toHaveBeenCalledTimes(1);
  stop();
});

test("an empty list is the page's first content too: the host lets the painted markup go", async () => {
  const shown = jest.fn();
  const stop = onFirstContent(shown);
  document.body.innerHTML = '';
  provider.on('POST', '/v1/match/getList', () => ({ json: envelope({ records: [], total: 0 }) }));
  provider.on('POST', '/v1/match/statistical', () => ({ json: answers.statistics }));
  provider.on('POST', '/v1/bulletin/listTop', () => ({ json: envelope([]) }));
  provider.on('POST', '/v1/match/getOnSaleLeagues', () => ({ json: envelope([]) }));
  renderRemoteAt(<SportsRoutes routeId="sports" basePath="/sports" />, '/sports');
  await screen.findByText('No matches right now.');
  expect(shown).toHaveBeenCalledTimes(1);
  stop();
});
