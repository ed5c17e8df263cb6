import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findActivity } from '../../lib/catalog';
import { mockBackend, renderWithProviders, setUpUi, signIn } from '../../test-utils';
import { PredictionPanel } from './prediction-panel';

// Issue 14: a pick per match before kick-off only; the reward tier is received once.
const A = '/api/promotion/activity';
const HOUR = 3_600_000;
let api: ReturnType<typeof mockBackend>;
let picks: Array<Record<string, unknown>>;

beforeAll(setUpUi);
beforeEach(() => {
  signIn();
  picks = [];
  api = mockBackend();
  api.on('GET', `${A}/matchTemplate/detail`, () => ({
    data: {
      title: 'x',
      matches: [
        {
          matchId: 1,
          home: 'Hà Nội FC',
          away: 'Viettel',
          league: 'V.League',
          bt: Date.now() + HOUR,
        },
        { matchId: 2, home: 'Arsenal', away: 'Chelsea', league: 'EPL', bt: Date.now() - HOUR },
      ],
    },
  }));
  api.on('GET', `${A}/getMatchAwardConfig`, () => ({
    data: [{ level: 1, correct: 1, amount: 50_000 }],
  }));
  api.on('GET', `${A}/cheer/queryCheerRecord`, () => ({ data: picks }));
});

const panel = () =>
  renderWithProviders(
    <PredictionPanel def={findActivity('FifaActivity')!} activityId={6} bonus={50_000} />,
  );

describe('prediction', () => {
  it('takes a pick before kick-off and shows it; a started match is closed', async () => {
    api.on('POST', `${A}/cheer/save`, (call) => {
      picks = [{ ...(call.body as object) }];
      return { data: true };
    });
    panel();
    const rows = await screen.findAllByTestId('prediction-match');
    const open = rows.find((r) => r.textContent?.includes('Viettel'));
    const started = rows.find((r) => r.textContent?.includes('Chelsea'));
    expect(within(started!).getByText('Closed')).toBeInTheDocument();
    expect(within(started!).queryByRole('button', { name: 'Predict' })).toBeNull();
    fireEvent.click(within(open!).getByRole('button', { name: 'Hà Nội FC +' }));
    fireEvent.click(within(open!).getByRole('button', { name: 'Predict' }));
    expect(await within(open!).findByTestId('my-pick')).toHaveTextContent('2 : 0');
    expect(api.callsTo(`${A}/cheer/save`)[0]!.body).toEqual({ matchId: 1, home: 2, away: 0 });
  });

  // Issue 53 #2: a fixture under way shows the status, minute and score of the answer (the book's)
  it('shows a live fixture at its minute with its score, an ended one at full time', async () => {
    api.on('GET', `${A}/matchTemplate/detail`, () => ({
      data: {
        matches: [
          {
            matchId: 3,
            home: 'Hà Nội FC',
            away: 'Công An Hà Nội',
            league: 'V.League',
            bt: Date.now() - HOUR,
            phase: 'live',
            minute: 70,
            scores: [2, 1],
          },
          {
            matchId: 4,
            home: 'Arsenal',
            away: 'Chelsea',
            league: 'EPL',
            bt: Date.now() - 2 * HOUR,
            phase: 'ended',
            minute: 90,
            scores: [0, 3],
          },
        ],
      },
    }));
    panel();
    const rows = await screen.findAllByTestId('prediction-match');
    const live = rows.find((r) => r.textContent?.includes('Công An'))!;
    const ended = rows.find((r) => r.textContent?.includes('Chelsea'))!;
    expect(within(live).getByTestId('fixture-phase')).toHaveTextContent('Live 70′');
    expect(within(live).getByTestId('fixture-score')).toHaveTextContent('2 – 1');
    expect(live).not.toHaveAttribute('data-open');
    expect(within(ended).getByTestId('fixture-phase')).toHaveTextContent('Full time');
    expect(within(ended).getByTestId('fixture-score')).toHaveTextContent('0 – 3');
  });

  it('closes the row with its message when the server says the match kicked off (2005)', async () => {
    api.on('POST', `${A}/cheer/save`, () => ({ code: 2005, msg: 'Predictions close at kick-off' }));
    panel();
    const open = (await screen.findAllByTestId('prediction-match')).find((r) =>
      r.textContent?.includes('Viettel'),
    )!;
    fireEvent.click(within(open).getByRole('button', { name: 'Predict' }));
    expect(await within(open).findByRole('alert')).toHaveTextContent(
      'Predictions for this match are closed: it has kicked off.',
    );
    expect(open).not.toHaveAttribute('data-open');
    expect(within(open).queryByRole('button', { name: 'Predict' })).toBeNull();
  });

  it('receives the rewards once; a repeat is refused in the UI language', async () => {
    picks = [{ matchId: 1, home: 1, away: 0 }];
    let received = false;
    api.on('POST', `${A}/receiveMatchRewards`, () => {
      if (received) return { code: 2002, msg: 'Rewards already received' };
      received = true;
      return { data: { amount: 50_000, balance: 1 } };
    });
    panel();
    const button = await screen.findByTestId('receive-rewards');
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Received 50,000!');
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already received the rewards.',
    );
    expect(api.callsTo(`${A}/receiveMatchRewards`)).toHaveLength(2);
  });
});
