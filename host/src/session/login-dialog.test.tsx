import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  accountLogin,
  loginCheck,
  mobileRegister,
  sendSmsCode,
  SmsCooldownError,
} from '@app/shared/api/member';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { useSessionStore } from '@app/shared/store';
import { LoginDialog } from './login-dialog';
import { useLoginDialog } from './login-dialog-store';
import { setSessionReload } from './session-actions';
import { renderAt, setupI18n } from './test-utils';

jest.mock('@app/shared/api/member', () => ({
  ...jest.requireActual('@app/shared/api/member'),
  accountLogin: jest.fn(),
  getUserInfo: jest.fn(async () => ({ userName: 'member03' })),
  getWalletBalance: jest.fn(async () => ({ balance: 1 })),
  sendSmsCode: jest.fn(),
  loginCheck: jest.fn(),
  mobileLogin: jest.fn(),
  mobileRegister: jest.fn(async () => ({ accessToken: 'mtok', loginState: 0 })),
  createMobileRegisterName: jest.fn(async () => 'vn20261122'),
}));
jest.mock('@app/shared/api/sportsbook-lists', () => ({
  ...jest.requireActual('@app/shared/api/sportsbook-lists'),
  fetchSportsServiceConfig: jest.fn(async () => null),
}));
jest.mock('@app/shared/api/site', () => ({
  ...jest.requireActual('@app/shared/api/site'),
  listCountryCodes: jest.fn(async () => [
    {
      id: 1,
      countryName: 'Việt Nam',
      countryNameEn: 'Vietnam',
      countryCode: 'VN',
      phoneCode: '84',
    },
    { id: 2, countryName: '中国', countryNameEn: 'China', countryCode: 'CN', phoneCode: '86' },
  ]),
}));
jest.mock('@app/shared/api/promotion', () => ({
  ...jest.requireActual('@app/shared/api/promotion'),
  isNewMemberGiftPackOpen: jest.fn(async () => null),
}));

const send = sendSmsCode as jest.Mock;

beforeAll(setupI18n);
beforeEach(() => {
  send.mockReset();
  useSessionStore.getState().signOut();
  useLoginDialog.setState({ open: false, verify: null, vtobHistory: null, redirect: null });
  setSessionReload(() => undefined);
});

async function openDialog(page: 'login' | 'phone' | 'register' = 'login', path = '/') {
  const view = renderAt(
    <>
      <button type="button">Outside</button>
      <LoginDialog />
    </>,
    path,
  );
  act(() => useLoginDialog.getState().show(null, page));
  await screen.findByTestId('login-dialog'); // the forms are a lazy chunk
  return view;
}

describe('login dialog', () => {
  it('is a labelled modal dialog that takes focus, traps Tab and closes on Escape', async () => {
    const user = userEvent.setup();
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('User name')).toHaveFocus();

    // forward past the last control wraps to the first, backwards from the first to the last
    const submit = screen.getByRole('button', { name: 'Log in' });
    submit.focus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useLoginDialog.getState().open).toBe(false);
  });

  it('switches between account, phone and sign-up tabs (click and arrow keys)', async () => {
    const user = userEvent.setup();
    await openDialog();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Account', 'Phone code', 'Sign up']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Phone code' }));
    expect(screen.getByRole('tab', { name: 'Phone code' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'CN +86' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Invite code (optional)')).toBeInTheDocument();
    expect(useLoginDialog.getState().page).toBe('register');
  });

  it('shows the server message on a failed password login', async () => {
    const user = userEvent.setup();
    (accountLogin as jest.Mock).mockRejectedValueOnce(new Error('Incorrect user name or password'));
    await openDialog();
    await user.type(screen.getByLabelText('User name'), 'member01');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect user name or password');
  });

  it('opens the verification dialog for loginState 1 and finishes with loginCheck', async () => {
    const user = userEvent.setup();
    (accountLogin as jest.Mock).mockResolvedValueOnce({
      accessToken: '',
      loginState: 1,
      mobile: '933****33',
      mobileArea: '84',
    });
    (loginCheck as jest.Mock).mockResolvedValueOnce({ accessToken: 'tok3', loginState: 0 });
    send.mockResolvedValue({ retryAfter: 60 });
    const { router } = await openDialog('login', '/?redirect=/activity');
    await user.type(screen.getByLabelText('User name'), 'member03');
    await user.type(screen.getByLabelText('Password'), 'Member@123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const verify = await screen.findByRole('dialog', { name: 'Verify it’s you' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(verify).toHaveTextContent('933****33');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).toHaveBeenCalledWith({ userName: 'member03', actionType: 4 });
    await user.type(screen.getByLabelText('Verification code'), '12a34 56');
    expect(screen.getByLabelText('Verification code')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok3'));
    expect(loginCheck).toHaveBeenCalledWith({
      userName: 'member03',
      smsCode: '123456',
      actionType: 4,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.pathname).toBe('/activity');
  });

  it('the code input asks for a numeric keyboard and one-time-code autofill', async () => {
    await openDialog('phone');
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });
});

// Reliability S15: the send button is disabled in flight and during the server's cooldown.
describe('SMS send button', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function phoneForm() {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await openDialog('phone');
    await user.type(screen.getByLabelText('Phone number'), '0912-345-678');
    return user;
  }

  it('sends one request per double click, is disabled in flight, then counts the cooldown down', async () => {
    let resolve: (v: { retryAfter: number }) => void = () => undefined;
    send.mockImplementation(() => new Promise((r) => (resolve = r)));
    const user = await phoneForm();
    expect(screen.getByLabelText('Phone number')).toHaveValue('0912345678');
    const button = screen.getByTestId('sms-send');
    expect(button).toBeEnabled();

    await user.dblClick(button);
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ mobile: '0912345678', countryCode: '84', actionType: 2 });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Sending…');

    await act(async () => resolve({ retryAfter: 3 }));
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Resend in 3 s');
    expect(screen.getByRole('status')).toHaveTextContent('Code sent');
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Resend in 2 s');
    act(() => jest.advanceTimersByTime(2000));
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Send code');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('honours the server cooldown answer (code 1004 with retryAfter)', async () => {
    send.mockRejectedValueOnce(new SmsCooldownError('Please wait 42s', 42));
    const user = await phoneForm();
    const button = screen.getByTestId('sms-send');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 42s');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Resend in 42 s');
    act(() => jest.advanceTimersByTime(41_000));
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toBeEnabled();
  });

  it('stays disabled until a phone number is typed', async () => {
    await openDialog('phone');
    expect(screen.getByTestId('sms-send')).toBeDisabled();
  });
});

describe('sign-up with a phone number (SPEC §3 mobile registration payload)', () => {
  beforeAll(() =>
    setRuntimeConfig(
      parseRuntimeConfig({ apiBaseUrl: 'http://a.test', registryUrl: 'http://a.test/r' }),
    ),
  );
  beforeEach(() => jest.mocked(mobileRegister).mockClear());
  it('suggests a generated user name, sends the register code, and signs up', async () => {
    send.mockResolvedValue({ retryAfter: 60 });
    const user = userEvent.setup();
    const { router } = await openDialog('register');
    await user.click(screen.getByRole('radio', { name: 'With phone number' }));
    expect(await screen.findByDisplayValue('vn20261122')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '912345678');
    await user.click(screen.getByTestId('sms-send'));
    expect(send).toHaveBeenCalledWith({ mobile: '912345678', countryCode: '84', actionType: 1 });
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '15');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'Jun');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '1990');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('mtok'));
    expect(mobileRegister).toHaveBeenCalledWith(
      expect.objectContaining({
        mobile: '912345678',
        smsCode: '123456',
        countryCode: '84',
        mobileCode: '84',
        userName: 'vn20261122',
        password: 'abc123',
        birthDate: '1990-06-15',
      }),
    );
    await waitFor(() => expect(useLoginDialog.getState().open).toBe(false));
    expect(router.pathname).toBe('/');
  });

  it('checks the phone, the code and the password before calling the server', async () => {
    const user = userEvent.setup();
    await openDialog('register');
    await user.click(screen.getByRole('radio', { name: 'With phone number' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your phone number');
    await user.type(screen.getByLabelText('Phone number'), '912345678');
    await user.type(screen.getByLabelText('Verification code'), '1234');
    await user.clear(screen.getByLabelText('User name'));
    await user.type(screen.getByLabelText('User name'), '1bad');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The user name must be');
    expect(mobileRegister).not.toHaveBeenCalled();
  });
});
