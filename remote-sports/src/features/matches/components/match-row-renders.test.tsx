import { useLayoutEffect, useState } from 'react';
import { act, screen } from '@testing-library/react';
import { MatchSchema, type Match } from '@app/shared/api/sportsbook-lists';
import { renderWithProviders } from '@app/shared/testing';
import type * as Crest from '../../../components/team-crest/team-crest';
import { TeamCrest } from '../../../components/team-crest/team-crest';
import type * as Flash from '../../../hooks/use-flash';
import { useFlash } from '../../../hooks/use-flash';
import type * as MatchStatus from '../lib/match-status';
import { readScore } from '../lib/match-status';
import { shareMatches } from '../lib/share-matches';
import { MatchRow } from './match-row';
import { setUpSportsUi } from '../../../test-ui';

// Issue 10 (500 live matches ticking every second, no long task): a tick re-renders only the row
// whose odds moved, and in it only the price that moved. Renders are counted through two functions
// called once per render: readScore (a row) and useFlash (a price).
jest.mock('../lib/match-status', () => {
  const actual = jest.requireActual<typeof MatchStatus>('../lib/match-status');
  return { ...actual, readScore: jest.fn(actual.readScore) };
});
jest.mock('../../../hooks/use-flash', () => {
  const actual = jest.requireActual<typeof Flash>('../../../hooks/use-flash');
  return { ...actual, useFlash: jest.fn(actual.useFlash) };
});
jest.mock('../../../components/team-crest/team-crest', () => {
  const actual = jest.requireActual<typeof Crest>('../../../components/team-crest/team-crest');
  return { ...actual, TeamCrest: jest.fn(actual.TeamCrest) };
});
const rowRenders = readScore as jest.MockedFunction<typeof readScore>;
const crestRenders = TeamCrest as jest.MockedFunction<typeof TeamCrest>;
const priceRenders = useFlash as jest.MockedFunction<typeof useFlash>;

/** A live match as the on-screen refresh answers it: 1X2, handicap and over/under. */
const match = (id: number, home: number): Match =>
  MatchSchema.parse({
    id,
    sid: 1,
    ms: 5,
    lg: { id: 1, na: 'V.League 1' },
    ts: [{ na: `Home ${id}` }, { na: `Away ${id}` }],
    mc: { pe: 1001, s: 600 },
    nsg: [{ pe: 1001, tyg: 5, sc: [1, 0] }],
    mg: [
      {
        mty: 1005,
        pe: 1001,
        mks: [
          {
            id: id * 10,
            ss: 1,
            op: [
              { na: '1', ty: 1, od: home },
              { na: 'X', ty: 2, od: 3.2 },
              { na: '2', ty: 3, od: 3.9 },
            ],
          },
        ],
      },
      {
        mty: 1000,
        pe: 1001,
        mks: [
          {
            id: id * 10 + 1,
            ss: 1,
            li: '0.5',
            op: [
              { na: '1', ty: 1, od: 1.9, li: '-0.5' },
              { na: '2', ty: 2, od: 1.95, li: '+0.5' },
            ],
          },
        ],
      },
    ],
  });
const answer = (...ms: Match[]) => new Map(ms.map((m) => [String(m.id), m]));

let tick: (next: ReadonlyMap<string, Match>) => void = () => undefined;

/** The rows of the list, fed by the on-screen refresh like MatchList. */
function Rows({ first }: { first: ReadonlyMap<string, Match> }) {
  const [fresh, setFresh] = useState(first);
  useLayoutEffect(() => {
    tick = setFresh;
  }, []);
  return (
    <>
      {[...fresh.values()].map((m) => (
        <MatchRow key={String(m.id)} match={m} lang="en" detailPath={`sportsdetail/${m.id}`} />
      ))}
    </>
  );
}

beforeAll(async () => {
  await setUpSportsUi();
});

test('a tick re-renders only the row and the price whose odds moved', () => {
  const first = answer(match(1, 2.1), match(2, 2.5));
  renderWithProviders(<Rows first={first} />);
  expect(rowRenders).toHaveBeenCalledTimes(2);
  rowRenders.mockClear();
  priceRenders.mockClear();

  // the next refresh: new objects for both matches (as parsed from the answer), only match 2 moved
  act(() => tick(shareMatches(first, answer(match(1, 2.1), match(2, 2.6)))));

  expect(rowRenders).toHaveBeenCalledTimes(1);
  expect(rowRenders.mock.calls[0]?.[0].id).toBe(2);
  // the moved price only: its new value, then the flash it starts (useFlash sets its direction)
  expect(priceRenders.mock.calls.map(([odds]) => odds)).toEqual([2.6, 2.6]);
  expect(screen.getAllByTestId('odds-price').map((p) => p.textContent)).toContain('2.60');
});

test('a tick that moves only the clock re-renders the row, not its teams, crests and link', () => {
  crestRenders.mockClear();
  const first = answer(match(1, 2.1));
  renderWithProviders(<Rows first={first} />);
  expect(crestRenders).toHaveBeenCalledTimes(2);
  rowRenders.mockClear();
  crestRenders.mockClear();
  priceRenders.mockClear();

  // one second later: the live clock moved, nothing else
  const later = { ...match(1, 2.1), mc: { pe: 1001, s: 601 } };
  act(() => tick(shareMatches(first, answer(later))));

  expect(rowRenders).toHaveBeenCalledTimes(1);
  expect(crestRenders).not.toHaveBeenCalled();
  expect(priceRenders).not.toHaveBeenCalled();
  expect(screen.getByRole('link', { name: /Home 1/ })).toHaveAttribute('href', '/sportsdetail/1');
});

test('on a phone a row renders only the market column it shows, not the hidden ones', () => {
  const { container } = renderWithProviders(
    <>
      <MatchRow match={match(1, 2.1)} lang="en" only="handicap" detailPath="sportsdetail/1" />
      <MatchRow match={match(2, 2.1)} lang="en" only={null} detailPath="sportsdetail/2" />
    </>,
  );
  const cells = (id: string) =>
    [...container.querySelectorAll(`[data-match-id="${id}"] [data-cell]`)].map((c) =>
      c.getAttribute('data-cell'),
    );
  expect(cells('1')).toEqual(['handicap']);
  expect(cells('2')).toEqual(['winner', 'handicap', 'total']);
});
