import { render, screen } from '@testing-library/react';
import { setUpTestUi } from '@app/shared/testing';
import { namespaceReady } from '../../../i18n/namespace';
import { TipsPanel } from './tips-panel';

type TipsState = { isPending: boolean; data?: { records: unknown[] }; refetch: () => void };
let tips: TipsState;
jest.mock('../api/use-room', () => ({
  useRoomTips: () => tips,
  useFollowTip: () => ({ isPending: false, mutate: jest.fn() }),
  usePayFee: () => ({ isPending: false, mutate: jest.fn() }),
}));

beforeAll(() => setUpTestUi(namespaceReady));

const tip = (id: number) => ({
  id,
  locked: false,
  content: {
    matchId: '7',
    marketId: '1',
    outcomeId: '1',
    odds: 1.85,
    label: `Home ${id}`,
    matchName: 'Hanoi FC vs Saigon FC',
  },
});

const renderPanel = () =>
  render(<TipsPanel streamId="1" version={0} loggedIn onLogin={jest.fn()} onBet={jest.fn()} />);

// Issue 16: the tips are one row of fixed-height cards, so one tip or five take the same height.
describe('tips panel', () => {
  it('shows nothing while the tips load (most rooms have none)', () => {
    tips = { isPending: true, refetch: jest.fn() };
    const { container } = renderPanel();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the tips as one row of cards, the pick and the match on two lines', () => {
    tips = { isPending: false, data: { records: [tip(1), tip(2), tip(3)] }, refetch: jest.fn() };
    renderPanel();
    const cards = screen.getAllByTestId('tip');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Home 1 @ 1.85');
    expect(cards[0]).toHaveTextContent('Hanoi FC vs Saigon FC');
  });

  it('goes away when the presenter has no tips', () => {
    tips = { isPending: false, data: { records: [] }, refetch: jest.fn() };
    const { container } = renderPanel();
    expect(container).toBeEmptyDOMElement();
  });
});
