import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/testing';
import { MatchList } from './match-list';
import { leagueWithMatches, matchListProps } from './match-list.fixtures';
import { loadVirtualRows } from './virtual-rows-loader';
import { setUpSportsUi } from '../../../test-ui';

// The list is virtualised against the window: which rows it renders depends on where it starts in
// the page. On /sports the page first renders out of sight while the early painted list stands in
// (issue 16), where every box reads 0; the list measures its start again once its box changes.
// These are the virtual list's rules: it is loaded first (before, the first screen's rows are in the
// page's flow, match-list-chunk.test.tsx).

const rows = leagueWithMatches(30);

let listTop = 0;
let resized: Array<(entries: unknown[]) => void> = [];
beforeAll(async () => {
  await setUpSportsUi();
  await loadVirtualRows();
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
    return this.parentElement?.dataset.testid === 'match-list'
      ? ({ top: listTop, height: 0, width: 0 } as DOMRect)
      : box.call(this);
  });
});
afterAll(() => jest.restoreAllMocks());

const list = () => <MatchList {...matchListProps(rows)} />;

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
