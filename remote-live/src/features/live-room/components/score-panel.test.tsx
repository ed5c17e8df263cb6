import { render, screen } from '@testing-library/react';
import { setUpTestUi } from '@app/shared/testing';
import { namespaceReady } from '../../../i18n/namespace';
import { ScorePanel } from './score-panel';

let answer: unknown[] | undefined;
jest.mock('../api/use-room', () => ({ useRoomScore: () => ({ data: answer }) }));

beforeAll(() => setUpTestUi(namespaceReady));

const match = {
  id: 1_000_001,
  lg: { na: 'Vietnam V.League 1' },
  ts: [{ na: 'Hà Nội FC' }, { na: 'Công An Hà Nội' }],
  // what the stream info carried when the room opened: the panel must not show it
  nsg: [{ sc: [0, 0] }],
};

const renderPanel = () => render(<ScorePanel streamId="1" match={match} onMarkets={jest.fn()} />);

// Issue 53 #2: the room shows the score, status and minute of the live scores answer, the state
// the sportsbook shows too, and nothing of its own.
describe('score panel', () => {
  it('shows the live score and minute of the answer', () => {
    answer = [{ gameId: 1_000_001, scores: [2, 1], ms: 5, phase: 'live', minute: 87 }];
    renderPanel();
    expect(screen.getByTestId('score')).toHaveTextContent('2 – 1');
    expect(screen.getByTestId('match-phase')).toHaveTextContent('Live 87′');
  });

  it('shows full time with the final score, and not started without one', () => {
    answer = [{ gameId: 1_000_001, scores: [3, 0], ms: 0, phase: 'ended', minute: 90 }];
    const { unmount } = renderPanel();
    expect(screen.getByTestId('score')).toHaveTextContent('3 – 0');
    expect(screen.getByTestId('match-phase')).toHaveTextContent('Full time');
    unmount();
    answer = [{ gameId: 1_000_001, scores: [], ms: 4, phase: 'upcoming', minute: 0 }];
    renderPanel();
    expect(screen.getByTestId('score')).toHaveTextContent('– : –');
    expect(screen.getByTestId('match-phase')).toHaveTextContent('Not started');
  });

  it('shows no score or status before the answer comes', () => {
    answer = undefined;
    renderPanel();
    expect(screen.getByTestId('score')).toHaveTextContent('– : –');
    expect(screen.queryByTestId('match-phase')).toBeNull();
  });
});
