import { screen } from '@testing-library/react';
import { findActivity } from '../lib/catalog';
import { mockBackend, renderWithProviders, setUpUi, signIn } from '../test-utils';
import { ActivityScreen } from './activity-screen';

// Issue 53 #5: a seasonal page out of its window says when it ran (or will run), dates in the
// market zone (shared market-clock formatter), with nothing to claim; in its window it runs, and
// its rules card says who may claim, how often and when (#4).
const A = '/api/promotion/activity';
const VALENTINE = {
  id: 10,
  key: 'Valentine-Day',
  keys: ['Valentine-Day'],
  startTime: '2026-02-07T00:00:00+07:00',
  endTime: '2026-02-14T23:59:59+07:00',
};
let api: ReturnType<typeof mockBackend>;

beforeAll(setUpUi);
beforeEach(() => {
  signIn();
  api = mockBackend();
  api.on('GET', '/registry', () => ({ data: { remotes: [], activities: {} } }));
  api.on('GET', `${A}/list`, () => ({ data: [] }));
  api.on('POST', `${A}/click`, () => ({ data: true }));
  api.on('GET', `${A}/record`, () => ({ data: [] }));
  api.on('GET', `${A}/eligibility`, () => ({
    data: { activityId: 10, amount: 140_000, eligible: true, claimed: false, refusal: null },
  }));
});

const open = () => renderWithProviders(<ActivityScreen def={findActivity('Valentine-Day')!} />);

describe('a seasonal page', () => {
  it('out of its window says when it ran, and offers nothing to claim', async () => {
    api.on('GET', `${A}/seasons`, () => ({ data: [{ ...VALENTINE, state: 'ended' }] }));
    open();
    const notice = await screen.findByTestId('activity-season');
    expect(notice).toHaveTextContent('This promotion has ended');
    expect(notice).toHaveTextContent(
      'It ran from 02/07/2026 00:00 GMT+7 to 02/14/2026 23:59 GMT+7.',
    );
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'ended');
    expect(screen.queryByTestId('mechanic-gift-box')).toBeNull();
    expect(api.callsTo(`${A}/eligibility`)).toHaveLength(0);
  });

  it('before its window says when it will run', async () => {
    api.on('GET', `${A}/seasons`, () => ({
      data: [
        {
          ...VALENTINE,
          startTime: '2027-02-07T00:00:00+07:00',
          endTime: '2027-02-14T23:59:59+07:00',
          state: 'upcoming',
        },
      ],
    }));
    open();
    const notice = await screen.findByTestId('activity-season');
    expect(notice).toHaveTextContent('This promotion has not started yet');
    expect(notice).toHaveTextContent('It runs from 02/07/2027 00:00 GMT+7');
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'upcoming');
  });

  it('in its window runs its own activity, and its rules say who, how often and when', async () => {
    api.on('GET', `${A}/seasons`, () => ({ data: [{ ...VALENTINE, state: 'live' }] }));
    api.on('GET', `${A}/list`, () => ({
      data: [
        {
          id: 10,
          key: 'Valentine-Day',
          type: 'giftBox',
          bonus: 140_000,
          rules: { newMemberDays: null, vipMin: 1, vipMax: 11, frequency: 'once' },
        },
      ],
    }));
    open();
    expect(await screen.findByTestId('open-gift')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'on');
    const rules = screen.getByRole('list');
    expect(rules).toHaveTextContent('Who: VIP 1 to VIP 11 members');
    expect(rules).toHaveTextContent('How often: once per member');
    expect(rules).toHaveTextContent('When: from 02/07/2026 00:00 GMT+7 to 02/14/2026 23:59 GMT+7');
    expect(api.callsTo(`${A}/eligibility`)[0]).toMatchObject({ params: { activityId: '10' } });
  });
});
