import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { changeLanguage } from '@app/shared/i18n';
import { useSessionStore } from '@app/shared/store';
import { mockBackend, type MockAnswer } from '@app/shared/testing';
import { useLoginDialog } from '../session/login-dialog-store';
import { findTitle, renderInfo, setupInfoI18n } from './test-utils';
import { inviteLinkFor } from './use-referral-code';
import VentureInvestPage from './venture-invest-page';

const REFERRAL = '/api/member/invite/generateReferralCode';
let api: ReturnType<typeof mockBackend>;
/** The referral-code call answers these in turn (the last one from then on). */
const referral = (...answers: MockAnswer[]) => {
  let n = 0;
  api.on('GET', REFERRAL, () => answers[Math.min(n++, answers.length - 1)]!);
};
const writeText = jest.fn<Promise<void>, [string]>();

beforeAll(() => setupInfoI18n('en'));
beforeEach(() => {
  // userEvent.setup() installs its own clipboard, so ours goes back before every test
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://api.test', registryUrl: 'x' }));
  api = mockBackend();
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  useSessionStore.getState().signOut();
  useLoginDialog.setState({ open: false, page: 'login', redirect: null });
});
afterEach(() => act(() => changeLanguage('en')));

function signIn() {
  act(() => useSessionStore.getState().signIn({ token: 't0k', username: 'member03' }));
}

describe('VentureInvestPage', () => {
  it('shows how it works and the commission tiers as a table', async () => {
    renderInfo(<VentureInvestPage />);
    await findTitle('Partner programme');
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Monthly commission/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Bronze');
    expect(rows[5]).toHaveTextContent('Diamond100+2,000,000+45%');
    // issue 53 #6: the revenue figures name their currency
    expect(
      within(rows[0]!).getByRole('columnheader', { name: 'Monthly net revenue (VND)' }),
    ).toBeInTheDocument();
  });

  it('asks guests to sign up or log in through the host login dialog, coming back here', async () => {
    const user = userEvent.setup();
    renderInfo(<VentureInvestPage />);
    await findTitle('Partner programme');
    await user.click(screen.getByRole('button', { name: 'Sign up free' }));
    expect(useLoginDialog.getState()).toMatchObject({
      open: true,
      page: 'register',
      redirect: '/VentureInvest',
    });
    act(() => useLoginDialog.getState().hide());
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useLoginDialog.getState()).toMatchObject({ open: true, page: 'login' });
    expect(api.callsTo(REFERRAL)).toHaveLength(0);
  });

  it('shows a member the invite link and copies it', async () => {
    referral({ data: { inviteCode: 'AB12CD', link: 'https://site.example/?inviteCode=AB12CD' } });
    signIn();
    renderInfo(<VentureInvestPage />);
    await findTitle('Partner programme');
    expect(screen.getByText('Loading your invite link…')).toBeInTheDocument();
    const input = await screen.findByLabelText('Invite link');
    expect(input).toHaveValue('https://site.example/?inviteCode=AB12CD');
    expect(screen.getByText('Invite code: AB12CD')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up free' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://site.example/?inviteCode=AB12CD');
  });

  it('tells the member to copy by hand when the clipboard is refused', async () => {
    referral({ data: { inviteCode: 'AB12CD', link: null } });
    writeText.mockRejectedValue(new Error('denied'));
    signIn();
    renderInfo(<VentureInvestPage />);
    const input = await screen.findByLabelText('Invite link');
    expect(input).toHaveValue(`${window.location.origin}/?inviteCode=AB12CD`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/Copy failed/)).toBeInTheDocument();
  });

  it('shows an error with Retry when the invite link fails', async () => {
    const user = userEvent.setup();
    referral({ transport: 'network' }, { data: { inviteCode: 'ZZ99', link: null } });
    signIn();
    renderInfo(<VentureInvestPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your invite link could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Invite code: ZZ99')).toBeInTheDocument();
  });

  it.each([
    ['vi', 'Chương trình đại lý', 'Đăng ký miễn phí', 'Kim cương'],
    ['zh-cn', '合营计划', '免费注册', '钻石'],
  ] as const)('renders in %s', async (lng, title, signUp, topTier) => {
    await act(() => changeLanguage(lng));
    renderInfo(<VentureInvestPage />);
    expect(await findTitle(title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: signUp })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: topTier })).toBeInTheDocument();
  });

  it('builds a fallback invite link only from a web address', () => {
    expect(inviteLinkFor('A B', 'javascript:x', 'https://o.example')).toBe(
      'https://o.example/?inviteCode=A%20B',
    );
    expect(inviteLinkFor('A', 'https://l.example/x', 'https://o.example')).toBe(
      'https://l.example/x',
    );
  });
});
