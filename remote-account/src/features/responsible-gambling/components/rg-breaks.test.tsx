import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTimeWithYear } from '@app/shared/rules';
import { renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { breakEnd } from '../break-periods';
import { mockRgBackend } from '../testing/rg-backend';
import { RgSettingsPage } from './rg-settings-page';

beforeAll(setUpUi);
beforeEach(() => signIn());

const ALL_BREAKS = ['24h', '7d', '30d', '6m', '1y', '5y'];
const offered = () => ALL_BREAKS.filter((p) => screen.queryByTestId(`rg-break-${p}`));

describe('issue 18 reality check', () => {
  it('saves the chosen interval as soon as it changes', async () => {
    const server = mockRgBackend();
    renderWithProviders(<RgSettingsPage />);
    const select = await screen.findByTestId('rg-reality-select');
    expect(select).toHaveValue('60');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Off',
      'Every 15 minutes',
      'Every 30 minutes',
      'Every 45 minutes',
      'Every 60 minutes',
      'Every 90 minutes',
      'Every 120 minutes',
    ]);
    await userEvent.selectOptions(select, '30');
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(server.api.callsTo('/api/member/rg/realityCheck')[0]?.body).toEqual({ minutes: 30 });
    expect(select).toHaveValue('30');
    await userEvent.selectOptions(select, '0');
    await waitFor(() =>
      expect(server.api.callsTo('/api/member/rg/realityCheck')[1]?.body).toEqual({ minutes: 0 }),
    );
  });
});

describe('issue 18 time-out and self-exclusion', () => {
  it('starts a break only after a confirmation that says it cannot be undone', async () => {
    const server = mockRgBackend();
    renderWithProviders(<RgSettingsPage />);
    await userEvent.click(await screen.findByTestId('rg-break-7d'));
    const dialog = screen.getByRole('alertdialog', { name: 'Take a time-out for 7 days?' });
    expect(dialog).toHaveTextContent('cannot be undone or shortened');
    expect(dialog).toHaveTextContent('you cannot bet, play games or claim promotions');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByTestId('rg-break-7d'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.api.callsTo('/api/member/rg/exclusion')).toHaveLength(0);
    expect(screen.queryByTestId('rg-exclusion-banner')).toBeNull();

    await userEvent.click(screen.getByTestId('rg-break-7d'));
    await userEvent.click(screen.getByTestId('rg-confirm-break'));
    const banner = await screen.findByTestId('rg-exclusion-banner');
    expect(server.api.callsTo('/api/member/rg/exclusion')[0]?.body).toEqual({ period: '7d' });
    const until = server.rg.exclusion!.until;
    expect(banner).toHaveTextContent(`Time-out until ${formatDateTimeWithYear(until, 'en')}`);
    expect(banner).toHaveTextContent('Betting, games and promotions are closed');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(offered()).toEqual(['30d', '6m', '1y', '5y']);
    expect(await screen.findByText(/^Time-out for 7 days, until/)).toBeInTheDocument();
  });

  it('during a self-exclusion shows its end and offers only longer periods', async () => {
    const server = mockRgBackend();
    server.startBreak('1y', Date.now() - 86_400_000);
    renderWithProviders(<RgSettingsPage />);
    const banner = await screen.findByTestId('rg-exclusion-banner');
    const until = breakEnd('1y', server.rg.exclusion!.startedAt);
    expect(banner).toHaveTextContent(`Self-excluded until ${formatDateTimeWithYear(until, 'en')}`);
    expect(offered()).toEqual(['5y']);
    expect(screen.getByText(/you can only extend it with a longer one/)).toBeInTheDocument();
  });

  it('an ended break shows no banner and offers every period', async () => {
    const server = mockRgBackend();
    server.startBreak('24h', Date.now() - 25 * 3_600_000);
    renderWithProviders(<RgSettingsPage />);
    await screen.findByTestId('rg-break-24h');
    expect(screen.queryByTestId('rg-exclusion-banner')).toBeNull();
    expect(offered()).toEqual(ALL_BREAKS);
  });

  it('keeps the dialog open with the refusal when the break is not started', async () => {
    const server = mockRgBackend();
    server.api.on('POST', '/api/member/rg/exclusion', () => ({
      code: 2011,
      msg: 'A break cannot be shortened.',
    }));
    renderWithProviders(<RgSettingsPage />);
    await userEvent.click(await screen.findByTestId('rg-break-30d'));
    await userEvent.click(screen.getByTestId('rg-confirm-break'));
    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A break cannot be shortened.',
    );
    expect(screen.queryByTestId('rg-exclusion-banner')).toBeNull();
  });
});

describe('issue 18 history and loading', () => {
  it('renders each audited change in the UI language', async () => {
    const server = mockRgBackend();
    const at = Date.UTC(2026, 10, 20, 8, 30);
    server.audit.push(
      {
        id: 6,
        action: 'limit-applied',
        detail: { kind: 'loss', period: 'week', from: 50_000, to: 70_000 },
        createdAt: at,
      },
      {
        id: 5,
        action: 'limit',
        detail: {
          kind: 'loss',
          period: 'week',
          from: 50_000,
          to: 70_000,
          effect: 'pending',
          effectiveAt: at,
        },
        createdAt: at - 86_400_000,
      },
      {
        id: 4,
        action: 'limit',
        detail: {
          kind: 'stake',
          period: 'month',
          from: 1_000_000,
          to: null,
          effect: 'pending',
          effectiveAt: at + 86_400_000,
        },
        createdAt: at,
      },
      { id: 3, action: 'reality-check', detail: { from: 60, to: 0 }, createdAt: at },
      {
        id: 2,
        action: 'exclusion',
        detail: { period: '6m', until: Date.UTC(2027, 4, 20) },
        createdAt: at,
      },
      { id: 1, action: 'something-new', detail: {}, createdAt: at },
    );
    renderWithProviders(<RgSettingsPage />);
    const audit = screen.getByTestId('rg-audit');
    const items = await within(audit).findAllByRole('listitem');
    expect(items.map((li) => li.lastChild?.textContent)).toEqual([
      'Weekly loss limit of 70,000 now applies',
      `Weekly loss limit of 70,000 requested, applies from ${formatDateTimeWithYear(at, 'en')}`,
      `Monthly stake limit: removal requested, applies from ${formatDateTimeWithYear(at + 86_400_000, 'en')}`,
      'Reality check turned off',
      `Self-exclusion for 6 months, until ${formatDateTimeWithYear(Date.UTC(2027, 4, 20), 'en')}`,
      'Setting changed',
    ]);
    expect(items[0]).toHaveTextContent(formatDateTimeWithYear(at, 'en'));
  });

  it('says when there is no history yet', async () => {
    mockRgBackend();
    renderWithProviders(<RgSettingsPage />);
    expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
  });

  it('offers Retry when the limits cannot be read', async () => {
    const server = mockRgBackend();
    let fail = true;
    server.api.on('GET', '/api/member/rg/get', () =>
      fail
        ? { transport: 'network' }
        : {
            data: { limits: [], realityCheckMinutes: 60, exclusion: null, now: Date.now() },
          },
    );
    renderWithProviders(<RgSettingsPage />);
    expect(await screen.findByText('Your limits could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('rg-reality-select')).toBeInTheDocument();
  });
});
