import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import { MatchSchema } from '@app/shared/api/sportsbook';
import { renderWithProviders, setUpTestUi } from '@app/shared/testing';
import { namespaceReady } from '../../../i18n/namespace';
import type { ListRow } from '../lib/rows';
import { MatchList } from './match-list';

// The list is virtualised against the window: which rows it renders depends on where it starts in
// the page. On /sports the page first renders out of sight while the early painted list stands in
// (issue 16), where every box reads 0; the list measures its start again once its box changes.

const rows: ListRow[] = [
  { kind: 'league', id: '1', name: 'V.League 1', count: 30, collapsed: false },
  ...Array.from({ length: 30 }, (_, i) => ({
    kind: 'match' as const,
    match: MatchSchema.parse({
      id: i + 1,
      sid: 1,
      ms: 1,
      lg: { id: 1, na: 'V.League 1' },
      ts: [{ na: `Home ${i + 1}` }, { na: `Away ${i + 1}` }],
      mg: [],
    }),
  })),
];

let listTop = 0;
let resized: Array<(entries: unknown[]) => void> = [];
beforeAll(async () => {
  await setUpTestUi(namespaceReady);
  global.ResizeObserver = class {
    constructor(private readonly callback: (entries: unknown[]) => void) {}
    observe() {
      resized.push(this.callback);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  const box = HTMLElement.prototype.getBoundingClientRect;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid === 'match-list'
      ? ({ top: listTop, height: 0, width: 0 } as DOMRect)
      : box.call(this);
  });
});
afterAll(() => jest.restoreAllMocks());

function list() {
  return (
    <MatchList
      rows={rows}
      lang="en"
      market="winner"
      hasMore={false}
      loadingMore={false}
      onMore={() => undefined}
      onToggleLeague={() => undefined}
      ticking={null}
    />
  );
}

test('renders the rows of the first screen in its first commit (the window size is known), not in a second synchronous one', () => {
  listTop = 0;
  const cardsAtCommit: number[] = [];
  renderWithProviders(
    <Profiler
      id="list"
      onRender={() =>
        cardsAtCommit.push(document.querySelectorAll('[data-testid="match-card"]').length)
      }
    >
      {list()}
    </Profiler>,
  );
  // 768 px of 96 px rows, and the spare ones below
  expect(cardsAtCommit[0]).toBeGreaterThan(8);
});

test('measures where it starts again when its box changes: a list far below the screen renders only its spare rows', () => {
  listTop = 0;
  resized = [];
  renderWithProviders(list());
  const onScreen = screen.getAllByTestId('match-card').length;
  // shown: the list now starts 5000 px down the page
  listTop = 5000;
  act(() => resized.forEach((callback) => callback([])));
  expect(screen.getAllByTestId('match-card').length).toBeLessThan(onScreen);
});

test('a row out of sight keeps its estimated height, not 0 (shown later, it would scroll the page by it)', () => {
  listTop = 0;
  renderWithProviders(list());
  // jsdom lays nothing out, as a page rendered behind the painted list: the header's 40 px, a row's 96
  const slots = [...document.querySelectorAll<HTMLElement>('[data-index]')].slice(0, 3);
  expect(slots.map((slot) => slot.style.transform)).toEqual([
    'translateY(0px)',
    'translateY(40px)',
    'translateY(136px)',
  ]);
});
