import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTimeWithYear } from '@app/shared/rules';
import { RG_COOLING_OFF_MS } from '@app/shared/api/rg';
import { renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { mockRgBackend } from '../testing/rg-backend';
import { RgSettingsPage } from './rg-settings-page';

beforeAll(setUpUi);
beforeEach(() => signIn());

const HOUR = 3_600_000;

async function saveLimit(id: string, typed: string) {
  const input = screen.getByTestId(`rg-limit-input-${id}`);
  await userEvent.clear(input);
  await userEvent.type(input, typed);
  await userEvent.click(screen.getByTestId(`rg-limit-save-${id}`));
}

describe('issue 18 limits: lower at once, raise or remove after 24 hours', () => {
  it('shows each period with its limit, what is used and what is left', async () => {
    const server = mockRgBackend();
    server.setLimit('stake', 'day', 100_000, 40_000);
    server.setLimit('loss', 'month', 50_000, 50_000);
    renderWithProviders(<RgSettingsPage />);
    const day = await screen.findByTestId('rg-limit-stake-day');
    expect(day).toHaveTextContent('100,000');
    expect(day).toHaveTextContent('Used 40,000');
    expect(day).toHaveTextContent('Left 60,000');
    expect(within(day).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('rg-limit-stake-week')).toHaveTextContent('No limit');
    expect(within(screen.getByTestId('rg-limit-stake-week')).queryByRole('progressbar')).toBeNull();
    const lossMonth = within(screen.getByTestId('rg-limit-loss-month')).getByRole('progressbar');
    expect(lossMonth).toHaveAttribute('aria-valuenow', '100');
    expect(lossMonth).toHaveAttribute('data-full', 'true');
    expect(
      screen.getByText(
        'Lowering a limit applies at once; raising or removing it applies after 24 hours.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps only digits in the amount and shows them as money', async () => {
    const server = mockRgBackend();
    renderWithProviders(<RgSettingsPage />);
    await screen.findByTestId('rg-limit-loss-week');
    await saveLimit('loss-week', '12a3b4567');
    expect(server.api.callsTo('/api/member/rg/limit')[0]?.body).toEqual({
      kind: 'loss',
      period: 'week',
      amount: 1234567,
    });
    const input = screen.getByTestId('rg-limit-input-loss-week');
    await userEvent.type(input, '0098765');
    expect(input).toHaveValue('98,765');
  });

  it('refuses a fractional VND amount as typed, with the reason, instead of merging it (issue 49 #8)', async () => {
    const server = mockRgBackend();
    renderWithProviders(<RgSettingsPage />);
    await screen.findByTestId('rg-limit-loss-week');
    const input = screen.getByTestId('rg-limit-input-loss-week');
    await userEvent.type(input, '1500.5');
    expect(input).toHaveValue('1,500.5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('rg-limit-fraction-loss-week')).toHaveTextContent(
      'Amounts in VND are whole numbers: remove the decimals.',
    );
    expect(screen.getByTestId('rg-limit-save-loss-week')).toBeDisabled();

    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('1,500');
    expect(screen.queryByTestId('rg-limit-fraction-loss-week')).toBeNull();
    await userEvent.click(screen.getByTestId('rg-limit-save-loss-week'));
    expect(server.api.callsTo('/api/member/rg/limit')[0]?.body).toMatchObject({ amount: 1500 });
  });

  it('a lower limit applies at once: the answer is the state shown, the history is read again', async () => {
    const server = mockRgBackend();
    server.setLimit('stake', 'day', 100_000, 40_000);
    renderWithProviders(<RgSettingsPage />);
    await screen.findByTestId('rg-limit-stake-day');
    await waitFor(() => expect(server.api.callsTo('/api/member/rg/audit')).toHaveLength(1));
    await saveLimit('stake-day', '50000');
    const day = screen.getByTestId('rg-limit-stake-day');
    await waitFor(() => expect(day).toHaveTextContent('Left 10,000'));
    expect(day).toHaveTextContent('50,000');
    expect(screen.queryByTestId('rg-pending-stake-day')).toBeNull();
    expect(within(day).getByRole('status')).toHaveTextContent('the new limit applies now');
    expect(screen.getByTestId('rg-limit-input-stake-day')).toHaveValue('');
    // the state came from the answer, not from reading it again
    expect(server.api.callsTo('/api/member/rg/get')).toHaveLength(1);
    const audit = screen.getByTestId('rg-audit');
    expect(await within(audit).findByText('Daily stake limit set to 50,000')).toBeInTheDocument();
    expect(server.api.callsTo('/api/member/rg/audit')).toHaveLength(2);
  });

  it('a raise waits: "New limit X from <date>" with a countdown on the server clock', async () => {
    // the device clock is 3 hours behind the server: the countdown must still start at 24 hours
    const server = mockRgBackend({ clockOffset: 3 * HOUR });
    server.setLimit('stake', 'day', 100_000, 0);
    renderWithProviders(<RgSettingsPage />);
    await screen.findByTestId('rg-limit-stake-day');
    await saveLimit('stake-day', '200000');
    const pending = await screen.findByTestId('rg-pending-stake-day');
    const effectiveAt = server.serverNow() + RG_COOLING_OFF_MS;
    const date = formatDateTimeWithYear(effectiveAt, 'en');
    expect(pending).toHaveTextContent(`New limit 200,000 from ${date}`);
    expect(pending.textContent).toMatch(/in (24:00:00|23:59:5\d)/);
    expect(screen.getByTestId('rg-limit-stake-day')).toHaveTextContent('100,000');
    expect(screen.getByText('Saved: the change applies after the 24-hour wait.')).toBeVisible();
    const first = pending.textContent;
    await waitFor(() => expect(pending.textContent).not.toBe(first), { timeout: 2500 });
    expect(pending.textContent).toMatch(/in 23:59:5\d/);
  });

  it('reads the state and the history again when a pending change is due', async () => {
    const server = mockRgBackend();
    server.setLimit('stake', 'week', 100_000, 0);
    server.setPending('stake', 'week', 300_000, server.serverNow() + 1200);
    renderWithProviders(<RgSettingsPage />);
    expect(await screen.findByTestId('rg-pending-stake-week')).toHaveTextContent(/in 0:0[0-2]/);
    await waitFor(() => expect(screen.queryByTestId('rg-pending-stake-week')).toBeNull(), {
      timeout: 3000,
    });
    expect(screen.getByTestId('rg-limit-stake-week')).toHaveTextContent('300,000');
    expect(await screen.findByText('Weekly stake limit of 300,000 now applies')).toBeVisible();
    expect(server.api.callsTo('/api/member/rg/get')).toHaveLength(2);
  });

  it('removing a limit waits 24 hours too, and the Remove button goes', async () => {
    const server = mockRgBackend();
    server.setLimit('loss', 'day', 30_000, 0);
    renderWithProviders(<RgSettingsPage />);
    await userEvent.click(await screen.findByTestId('rg-limit-remove-loss-day'));
    const pending = await screen.findByTestId('rg-pending-loss-day');
    expect(server.api.callsTo('/api/member/rg/limit')[0]?.body).toEqual({
      kind: 'loss',
      period: 'day',
      amount: null,
    });
    const date = formatDateTimeWithYear(server.serverNow() + RG_COOLING_OFF_MS, 'en');
    expect(pending).toHaveTextContent(`No limit from ${date}`);
    expect(screen.getByTestId('rg-limit-loss-day')).toHaveTextContent('30,000');
    expect(screen.queryByTestId('rg-limit-remove-loss-day')).toBeNull();
  });

  it('shows a refused change inline with the server message, and a failed one in English', async () => {
    const server = mockRgBackend();
    renderWithProviders(<RgSettingsPage />);
    await screen.findByTestId('rg-limit-stake-week');
    server.api.on('POST', '/api/member/rg/limit', () => ({
      code: 2010,
      msg: 'The limit must be at least 1,000.',
    }));
    await saveLimit('stake-week', '5');
    const row = screen.getByTestId('rg-limit-stake-week');
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'The limit must be at least 1,000.',
    );
    server.api.on('POST', '/api/member/rg/limit', () => ({ transport: 'network' }));
    await saveLimit('stake-week', '5000');
    await waitFor(() =>
      expect(within(row).getByRole('alert')).toHaveTextContent(
        'The change was not saved. Check your connection and try again.',
      ),
    );
  });
});
