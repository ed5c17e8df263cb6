import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { mobileRegister, registerAccount, sendSmsCode } from '@app/shared/api/member';
import { changeLanguage } from '@app/shared/i18n';
import { useSessionStore } from '@app/shared/store';
import { LoginDialog } from './login-dialog';
import { useLoginDialog } from './login-dialog-store';
import { renderAt, setupI18n } from './test-utils';

// Issue 18: both sign-up forms ask for the date of birth, refuse anyone under 21 before calling the
// server, send it as birthDate (YYYY-MM-DD) and show the server's refusal (code 1011) in the form.

jest.mock('@app/shared/api/member', () => ({
  ...jest.requireActual('@app/shared/api/member'),
  registerAccount: jest.fn(async () => ({ accessToken: 'atok', loginState: 0 })),
  mobileRegister: jest.fn(async () => ({ accessToken: 'mtok', loginState: 0 })),
  createMobileRegisterName: jest.fn(async () => 'vn20261122'),
  sendSmsCode: jest.fn(async () => ({ retryAfter: 60 })),
  getUserInfo: jest.fn(async () => ({ userName: 'newbie01' })),
  getWalletBalance: jest.fn(async () => ({ balance: 0 })),
}));
jest.mock('@app/shared/api/site', () => ({
  ...jest.requireActual('@app/shared/api/site'),
  listCountryCodes: jest.fn(async () => []),
}));
jest.mock('@app/shared/api/sportsbook', () => ({
  ...jest.requireActual('@app/shared/api/sportsbook'),
  fetchSportsServiceConfig: jest.fn(async () => null),
}));
jest.mock('@app/shared/api/promotion', () => ({
  ...jest.requireActual('@app/shared/api/promotion'),
  isNewMemberGiftPackOpen: jest.fn(async () => null),
}));

/** Noon on 22 November 2026 in every time zone from UTC-11 to UTC+11. */
const TODAY = Date.parse('2026-11-22T12:00:00Z');

beforeAll(async () => {
  await setupI18n();
  setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://a.test', registryUrl: 'x' }));
});
beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(Date, 'now').mockReturnValue(TODAY);
  useSessionStore.getState().signOut();
  useLoginDialog.setState({ open: false, verify: null, vtobHistory: null, redirect: null });
});
afterEach(() => jest.restoreAllMocks());

async function openSignUp() {
  renderAt(<LoginDialog />);
  act(() => useLoginDialog.getState().show(null, 'register'));
  await screen.findByTestId('login-dialog'); // the forms are a lazy chunk
  return userEvent.setup();
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('User name'), 'newbie01');
  await user.type(screen.getByLabelText('Password'), 'abc123');
}

async function chooseBirthDate(
  user: ReturnType<typeof userEvent.setup>,
  day: string,
  month: string,
  year: string,
) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), day);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), month);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), year);
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create account' }));

describe('date of birth on sign-up (issue 18)', () => {
  it('offers day, month and year in a labelled group, years from 21 to 100 years back', async () => {
    await openSignUp();
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group).toHaveAccessibleDescription('You must be 21 or older to play.');
    const years = screen.getByRole('combobox', { name: 'Year' });
    const values = Array.from((years as HTMLSelectElement).options, (o) => o.value);
    expect(values[0]).toBe('');
    expect(values[1]).toBe('2005');
    expect(values[values.length - 1]).toBe('1926');
    expect(screen.getByRole('option', { name: 'Feb' })).toHaveValue('2');
  });

  it('refuses a member under 21 without a request', async () => {
    const user = await openSignUp();
    await fillAccount(user);
    await chooseBirthDate(user, '23', 'Nov', '2005'); // 21 tomorrow
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You must be 21 or older to create an account.',
    );
    expect(registerAccount).not.toHaveBeenCalled();
  });

  it('accepts a member who turns 21 today and sends birthDate', async () => {
    const user = await openSignUp();
    await fillAccount(user);
    await chooseBirthDate(user, '22', 'Nov', '2005');
    await submit(user);
    await waitFor(() => expect(useSessionStore.getState().token).toBe('atok'));
    expect(registerAccount).toHaveBeenCalledWith(
      expect.objectContaining({ userName: 'newbie01', birthDate: '2005-11-22' }),
    );
  });

  it('refuses a missing or impossible date without a request', async () => {
    const user = await openSignUp();
    await fillAccount(user);
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your date of birth');
    await chooseBirthDate(user, '31', 'Feb', '1990');
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('This date does not exist.');
    expect(registerAccount).not.toHaveBeenCalled();
  });

  it('shows the server refusal (code 1011, translated by the API layer) in the form', async () => {
    const refusal = 'You must be 21 or older to register. Please enter your real date of birth.';
    jest.mocked(registerAccount).mockRejectedValueOnce(new ApiError('business', refusal, 1011));
    const user = await openSignUp();
    await fillAccount(user);
    await chooseBirthDate(user, '1', 'Jan', '2000');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(useSessionStore.getState().token).toBeNull();
    expect(useLoginDialog.getState().open).toBe(true);
  });

  it('the phone sign-up checks the age before calling the server, then sends birthDate', async () => {
    const user = await openSignUp();
    await user.click(screen.getByRole('radio', { name: 'With phone number' }));
    await screen.findByDisplayValue('vn20261122');
    await user.type(screen.getByLabelText('Phone number'), '912345678');
    await user.click(screen.getByTestId('sms-send'));
    expect(sendSmsCode).toHaveBeenCalled();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await chooseBirthDate(user, '1', 'Dec', '2005');
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('You must be 21 or older');
    expect(mobileRegister).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '1999');
    await submit(user);
    await waitFor(() => expect(useSessionStore.getState().token).toBe('mtok'));
    expect(mobileRegister).toHaveBeenCalledWith(
      expect.objectContaining({ mobile: '912345678', birthDate: '1999-12-01' }),
    );
  });

  it('puts the parts in the order of the language and names the months in it', async () => {
    await act(() => changeLanguage('vi'));
    try {
      await openSignUp();
      const selects = screen.getAllByRole('combobox');
      expect(selects.map((s) => s.getAttribute('name'))).toEqual([
        'birthDay',
        'birthMonth',
        'birthYear',
      ]);
      expect(screen.getByRole('combobox', { name: 'Tháng' })).toHaveTextContent('Tháng 11');
      await act(() => changeLanguage('zh-cn'));
      expect(screen.getAllByRole('combobox').map((s) => s.getAttribute('name'))).toEqual([
        'birthYear',
        'birthMonth',
        'birthDay',
      ]);
      expect(screen.getByRole('combobox', { name: '月' })).toHaveTextContent('11月');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
