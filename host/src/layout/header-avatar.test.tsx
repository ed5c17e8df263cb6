import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INITIAL_SESSION, useSessionStore } from '@app/shared/store';
import { changeLanguage } from '@app/shared/i18n';
import { renderAt, setupI18n } from '../session/test-utils';
import { Header } from './header';
import { MEMBER_CENTRE_PATH } from './header-avatar';

// Issue 12: the header draws the member's avatar (SPEC §3 ten avatars) and links to the member centre.

beforeAll(async () => {
  await setupI18n();
});
beforeEach(() => useSessionStore.setState({ ...INITIAL_SESSION }));
afterEach(() => act(() => changeLanguage('en')));

const signIn = (avatar?: string) =>
  useSessionStore.setState({
    token: 't',
    username: 'member01',
    userInfo: avatar === undefined ? null : { userName: 'member01', avatar },
  });

describe('header avatar', () => {
  it('guests see no avatar', () => {
    renderAt(<Header />);
    expect(screen.queryByTestId('header-avatar')).toBeNull();
  });

  it("draws the member's avatar as a link to the member centre", async () => {
    signIn('4,4');
    const { router } = renderAt(<Header />);
    const link = await screen.findByRole('link', { name: 'My account' });
    expect(link).toHaveAttribute('href', MEMBER_CENTRE_PATH);
    expect(link).toHaveAttribute('data-avatar-id', '4');
    expect(link.querySelector('svg')).toHaveAttribute('data-avatar-id', '4');
    await userEvent.click(link);
    expect(router.pathname).toBe('/personal/me');
  });

  it('follows a change of the user info at once (a save in the account remote)', async () => {
    signIn('2,2');
    renderAt(<Header />);
    expect(await screen.findByTestId('header-avatar')).toHaveAttribute('data-avatar-id', '2');
    act(() => useSessionStore.getState().setUserInfo({ userName: 'member01', avatar: '7,7' }));
    expect(screen.getByTestId('header-avatar')).toHaveAttribute('data-avatar-id', '7');
  });

  it('an empty avatar string is the default avatar; unknown user info is the neutral figure', async () => {
    signIn('');
    const { unmount } = renderAt(<Header />);
    expect(await screen.findByTestId('header-avatar')).toHaveAttribute('data-avatar-id', '1');
    unmount();
    signIn(undefined);
    renderAt(<Header />);
    const link = await screen.findByTestId('header-avatar');
    expect(link).toHaveAttribute('data-avatar-id', 'none');
    expect(link.querySelector('svg')).toHaveAttribute('data-avatar-id', 'none');
  });

  it.each([
    ['vi', 'Tài khoản của tôi'],
    ['zh-cn', '我的账户'],
  ] as const)('%s: the link is named in the language', async (language, name) => {
    await act(() => changeLanguage(language));
    signIn('4,4');
    renderAt(<Header />);
    expect(await screen.findByRole('link', { name })).toBeInTheDocument();
  });
});
