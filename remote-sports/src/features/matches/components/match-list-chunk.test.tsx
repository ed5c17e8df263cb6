import { act, fireEvent, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/testing';
import { MatchList } from './match-list';
import { leagueWithMatches, matchListProps } from './match-list.fixtures';
import { setUpSportsUi } from '../../../test-ui';

// Issue 16: the virtualizer (@tanstack/react-virtual, 10 KiB gzip) is not part of /sports's first
// route. The first screen's rows are rendered in the page's flow; the virtual list is a chunk loaded
// at the visitor's first act, and places the rows where they stood.
const loaded = jest.fn();
jest.mock('./virtual-rows', () => {
  loaded();
  return jest.requireActual('./virtual-rows');
});

/** Each ResizeObserver made, with what it observes: the test gives the rows their heights. */
const observers: Array<{ callback: ResizeObserverCallback; targets: Element[] }> = [];
beforeAll(async () => {
  await setUpSportsUi();
  global.ResizeObserver = class {
    private readonly entry: { callback: ResizeObserverCallback; targets: Element[] };
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const rows = leagueWithMatches(30);
const slots = () => [...document.querySelectorAll<HTMLElement>('[data-index]')];

test('renders the first screen in the page flow without fetching the virtualizer', () => {
  renderWithProviders(<MatchList {...matchListProps(rows)} />);
  // jsdom's 768 px screen less the 300 px at least above the list: the league header and five 96 px
  // rows reach its bottom, then six spare rows
  expect(slots()).toHaveLength(12);
  expect(slots().every((slot) => slot.className === 'flowSlot' && !slot.style.transform)).toBe(
    true,
  );
  // the other 19 rows' height stands below, so the page is as long as it will be
  const spacer = document.querySelector('[data-testid="match-list"] > div')!.lastElementChild;
  expect(spacer).toHaveStyle({ height: `${19 * 96}px` });
  expect(loaded).not.toHaveBeenCalled();
});

test("loads it at the visitor's first act, and places the rows at the heights they were laid out at", async () => {
  renderWithProviders(<MatchList {...matchListProps(rows)} />);
  // laid out: a header is 44 px high, a row 120 px (not the estimates, 40 and 96)
  for (const { callback, targets } of observers.filter((o) => o.targets.length > 1))
    act(() =>
      callback(
        targets.map((target) => ({
          target,
          borderBoxSize: [{ blockSize: target.textContent?.includes('Home') ? 120 : 44 }],
        })) as unknown as ResizeObserverEntry[],
        {} as ResizeObserver,
      ),
    );
  fireEvent.pointerMove(document.body);
  await waitFor(() => expect(slots()[0]).toHaveClass('slot'));
  expect(loaded).toHaveBeenCalledTimes(1);
  expect(
    slots()
      .slice(0, 3)
      .map((slot) => slot.style.transform),
  ).toEqual(['translateY(0px)', 'translateY(44px)', 'translateY(164px)']);
});
