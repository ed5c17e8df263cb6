import { fireEvent, screen, within } from '@testing-library/react';
import { findActivity } from '../../lib/catalog';
import { fakeBackend, renderWithProviders, setUpUi, signIn } from '../../test-utils';
import { ProgressPanel } from './progress-panel';

// Issue 14: progress from the member's turnover, the reached tier claimable once.
const A = '/api/promotion/activity';
let api: ReturnType<typeof fakeBackend>;
let rows: Array<Record<string, unknown>>;

beforeAll(setUpUi);
beforeEach(() => {
  signIn();
  rows = [];
  api = fakeBackend();
  api.on('GET', `${A}/bet/total`, () => ({ data: { betTotal: 6_000_000, betCount: 12 } }));
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

  it('translates a refusal', async () => {
    api.on('POST', `${A}/claim`, () => ({ code: 1009000043, msg: 'You are not eligible' }));
    panel();
    await screen.findByTestId('turnover');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Claim' }))[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have not reached this reward yet.',
    );
  });
});
