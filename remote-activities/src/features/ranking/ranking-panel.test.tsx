import { screen } from '@testing-library/react';
import { mockBackend, renderWithProviders, setUpUi, signIn, signOut } from '../../test-utils';
import { RankingPanel } from './ranking-panel';

// Issue 14: members see their own rank pinned; guests get the tourists' board.
const R = '/api/promotion/ranking';
const LIST = [1, 2, 3, 4].map((rank) => ({
  rank,
  userName: `u***${rank}`,
  amount: 10_000 * (5 - rank),
}));
let api: ReturnType<typeof mockBackend>;

beforeAll(setUpUi);
beforeEach(() => {
  api = mockBackend();
  api.on('GET', `${R}/memberRanking`, () => ({
    data: { list: LIST, mine: { rank: 12, userName: 'member01', amount: 1234 } },
  }));
  api.on('GET', `${R}/touristsRanking`, () => ({ data: { list: LIST } }));
});

describe('ranking', () => {
  it("pins the member's own rank above the board", async () => {
    signIn();
    renderWithProviders(<RankingPanel />);
    const mine = await screen.findByTestId('my-rank');
    expect(mine).toHaveTextContent('#12');
    expect(mine).toHaveTextContent('member01');
    expect(screen.getByText('u***4')).toBeInTheDocument();
    expect(api.callsTo(`${R}/touristsRanking`)).toHaveLength(0);
  });

  it("shows guests the tourists' board and a join button", async () => {
    signOut();
    renderWithProviders(<RankingPanel />);
    expect(await screen.findByText('u***1')).toBeInTheDocument();
    expect(screen.queryByTestId('my-rank')).toBeNull();
    expect(screen.getByTestId('join')).toBeInTheDocument();
    expect(api.callsTo(`${R}/memberRanking`)).toHaveLength(0);
  });

  it('shows whole amounts with the currency, never half a dong (issue 53 #6)', async () => {
    signOut();
    api.on('GET', `${R}/touristsRanking`, () => ({
      data: { list: [{ rank: 1, userName: 'u***1', amount: 9_360_000.5 }] },
    }));
    renderWithProviders(<RankingPanel />);
    expect(await screen.findByText('9,360,000 VND')).toBeInTheDocument();
    expect(screen.queryByText(/\.5/)).toBeNull();
  });
});
