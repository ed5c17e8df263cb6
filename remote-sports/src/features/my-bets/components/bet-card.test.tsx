import { screen } from '@testing-library/react';
import { changeLanguage } from '@app/shared/i18n';
import { renderWithProviders } from '@app/shared/testing';
import type { Order } from '@app/shared/api/sportsbook';
import { setUpSportsUi } from '../../../test-ui';
import { BetCard } from './bet-card';

// Issue 52 #2: a system bet is one ticket in my bets, named in the member's language, listing its
// combinations with their odds and returns (results once settled).
const leg = (n: number, odds: number) => ({
  matchId: String(n),
  optionName: `Team ${n}`,
  marketName: '1X2',
  matchName: `Match ${n}`,
  odds,
  li: '',
});
const trixie = (settled: boolean): Order =>
  ({
    id: '77',
    status: settled ? 5 : 4,
    stake: 40_000,
    odds: 6.8,
    maxWin: 272_000,
    payout: settled ? 30_000 : null,
    cashOutStatus: null,
    outcome: settled ? 4 : 0,
    seriesValue: 0,
    unitStake: 10_000,
    legs: [leg(1, 1.5), leg(2, 2), leg(3, 4)],
    combinations: [
      {
        legs: [0, 1],
        odds: 3,
        maxWin: 30_000,
        outcome: settled ? 4 : 0,
        payout: settled ? 30_000 : null,
      },
      {
        legs: [0, 2],
        odds: 6,
        maxWin: 60_000,
        outcome: settled ? 3 : 0,
        payout: settled ? 0 : null,
      },
      {
        legs: [1, 2],
        odds: 8,
        maxWin: 80_000,
        outcome: settled ? 3 : 0,
        payout: settled ? 0 : null,
      },
      {
        legs: [0, 1, 2],
        odds: 12,
        maxWin: 120_000,
        outcome: settled ? 3 : 0,
        payout: settled ? 0 : null,
      },
    ],
  }) as unknown as Order;

beforeAll(() => setUpSportsUi());
afterAll(() => changeLanguage('en'));

test.each([
  ['vi', 'Xiên 3 · 4 cược', 'Xiên 2'],
  ['en', 'Trixie (4 bets)', '2 picks'],
] as const)(
  '%s: one ticket named by its option, listing its 4 combinations',
  async (lang, title, size) => {
    await changeLanguage(lang);
    const { container } = renderWithProviders(<BetCard bet={trixie(false)} username="member01" />);
    expect(screen.getAllByTestId('bet-card')).toHaveLength(1);
    expect(screen.getByTestId('bet-title')).toHaveTextContent(title);
    const combos = screen.getAllByTestId('ticket-combination');
    expect(combos).toHaveLength(4);
    expect(combos[0]).toHaveTextContent(size);
    expect(combos[0]).toHaveTextContent('Team 1 + Team 2');
    expect(combos[3]).toHaveTextContent('Team 1 + Team 2 + Team 3');
    expect(combos[3]).toHaveTextContent('120,000');
    expect(container.textContent).not.toContain('串');
  },
);

test('settled: each combination shows what it paid or that it lost', async () => {
  await changeLanguage('en');
  renderWithProviders(<BetCard bet={trixie(true)} username="member01" />);
  const combos = screen.getAllByTestId('ticket-combination');
  expect(combos[0]).toHaveTextContent(/3\.0030,000 VND$/);
  expect(combos.slice(1).every((c) => c.textContent?.includes('Lost'))).toBe(true);
});

test('a single stays a single, without a combinations list', async () => {
  await changeLanguage('en');
  const single = { ...trixie(false), legs: [leg(1, 1.5)] } as Record<string, unknown>;
  delete single.seriesValue;
  delete single.combinations;
  renderWithProviders(<BetCard bet={single as unknown as Order} username="member01" />);
  expect(screen.getByTestId('bet-title')).toHaveTextContent('Single');
  expect(screen.queryByTestId('ticket-combination')).toBeNull();
});
