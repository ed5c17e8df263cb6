import { fireEvent, screen, within } from '@testing-library/react';
import { findActivity } from '../../lib/catalog';
import { mockBackend, renderWithProviders, setUpUi, signIn, signOut } from '../../test-utils';
import { ProgressPanel } from './progress-panel';

// Issue 14: progress from the member's turnover, the reached tier claimable once.
const A = '/api/promotion/activity';
const TIERS = [
  { target: 1_000_000, reward: 18_000 },
  { target: 5_000_000, reward: 88_000 },
  { target: 20_000_000, reward: 388_000 },
];
let api: ReturnType<typeof mockBackend>;
let rows: Array<Record<string, unknown>>;

beforeAll(setUpUi);
beforeEach(() => {
  signIn();
  rows = [];
  api = mockBackend();
  api.on('GET', `${A}/bet/total`, () => ({
    data: { betTotal: 6_000_000, betCount: 12, measure: 'turnover', tiers: TIERS },
  }));
  api.on('GET', `${A}/record`, () => ({ data: rows }));
});

const panel = () =>
  renderWithProviders(
    <ProgressPanel def={findActivity('firstcharge')!} activityId={2} bonus={null} />,
  );

describe('progress tiers', () => {
  it('shows the turnover and the way to the next tier', async () => {
    panel();
    expect(await screen.findByTestId('turnover')).toHaveTextContent('6,000,000');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '7');
    expect(screen.getByText('14,000,000 more to the next tier')).toBeInTheDocument();
  });

  it('claims the first reached tier once; the next claim waits for the server', async () => {
    api.on('POST', `${A}/claim`, () => {
      rows = [{ id: 1, kind: 'claim', amount: 18_000, createdAt: '2026-11-23T10:00:00+07:00' }];
      return { data: { amount: 18_000, balance: 100 } };
    });
    panel();
    await screen.findByTestId('turnover');
    const first = (await screen.findAllByRole('listitem'))[0]!;
    fireEvent.click(within(first).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Claimed 18,000!');
    expect(await within(first).findByText('Claimed')).toBeInTheDocument();
    expect(api.callsTo(`${A}/claim`)).toHaveLength(1);
    expect(api.callsTo(`${A}/claim`)[0]!.body).toEqual({ activityId: 2 });
  });

  it("follows the server's measure and tier table: deposits on a first-deposit activity", async () => {
    api.on('GET', `${A}/bet/total`, () => ({
      data: {
        betTotal: 800_000,
        betCount: 2,
        measure: 'deposit',
        tiers: [
          { target: 500_000, reward: 50_000 },
          { target: 1_000_000, reward: 100_000 },
        ],
      },
    }));
    panel();
    expect(await screen.findByTestId('turnover')).toHaveTextContent('Your deposits: 800,000');
    const tiers = await screen.findAllByRole('listitem');
    expect(tiers).toHaveLength(2);
    expect(tiers[0]).toHaveTextContent('Deposits 500,000');
    expect(within(tiers[0]!).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(within(tiers[1]!).queryByRole('button')).toBeNull();
    expect(screen.getByText('200,000 more to the next tier')).toBeInTheDocument();
  });

  it('translates a refusal', async () => {
    api.on('POST', `${A}/claim`, () => ({ code: 1009000043, msg: 'You are not eligible' }));
    panel();
    await screen.findByTestId('turnover');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Claim' }))[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have not reached this reward yet.',
    );
  });

  // issue 53 #6: a guest saw the heading "Reward tiers" with nothing under it
  it('shows a guest the tiers, locked, then the login button', async () => {
    signOut();
    panel();
    const tiers = await screen.findAllByRole('listitem');
    expect(tiers).toHaveLength(3);
    expect(tiers[0]).toHaveTextContent('18,000');
    expect(within(tiers[0]!).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('join')).toBeInTheDocument();
    expect(screen.queryByTestId('turnover')).toBeNull();
    expect(api.callsTo(`${A}/record`)).toHaveLength(0);
  });
});
