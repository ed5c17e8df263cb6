import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@app/shared/store';
import { mockBackend, renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { ProfileCard } from './profile-card';

const PROFILE = {
  userName: 'member01',
  nickName: 'Minh Anh',
  avatar: '2,2',
  vipLevel: 3,
  regCurrency: 'VND',
  role: 'member',
  mobile: '0912345678',
  createdAt: '2026-01-02T12:00:00.000Z',
};

beforeAll(setUpUi);

describe('profile card (SPEC §3 avatars and VIP, §5 masking)', () => {
  it('shows the avatar art, own account name in full, masked phone, the VIP badge, never the raw role', async () => {
    const api = mockBackend();
    api.on('GET', '/api/member/get', () => ({ data: PROFILE }));
    signIn();
    renderWithProviders(<ProfileCard />);
    expect(await screen.findByRole('heading', { name: 'Minh Anh' })).toBeInTheDocument();
    // issue 53 #11: the member's own name is not masked on their own page
    expect(screen.getByTestId('profile-username')).toHaveTextContent(/^Account: member01$/);
    expect(screen.getByText(/091\*\*\*5678/)).toBeInTheDocument();
    expect(screen.getByTestId('profile-member-since')).toHaveTextContent(
      /^Member since: 01\/02\/2026$/,
    );
    expect(screen.getByTestId('profile-avatar')).toHaveAttribute('data-avatar-id', '2');
    expect(screen.getByRole('img', { name: 'VIP 3' })).toHaveAttribute('data-vip-level', '3');
    expect(screen.queryByText(/member$/)).not.toBeInTheDocument();
  });

  it('saves the chosen avatar once and shows it here and in the session', async () => {
    const api = mockBackend();
    api.on('GET', '/api/member/get', () => ({ data: PROFILE }));
    api.on('POST', '/api/member/avatar', () => ({ data: { avatar: '4,4' } }));
    signIn();
    useSessionStore.getState().setUserInfo({ userName: 'member01', avatar: '2,2' });
    renderWithProviders(<ProfileCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change avatar' }));
    const save = screen.getByRole('button', { name: 'Use this avatar' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Avatar 4' }));
    await userEvent.click(save);
    await waitFor(() =>
      expect(screen.getByTestId('profile-avatar')).toHaveAttribute('data-avatar-id', '4'),
    );
    expect(api.callsTo('/api/member/avatar').map((c) => c.body)).toEqual([{ avatarId: 4 }]);
    expect(useSessionStore.getState().userInfo?.avatar).toBe('4,4');
  });

  it('offers a retry when the profile cannot be read', async () => {
    const api = mockBackend();
    api.on('GET', '/api/member/get', () => ({ code: 500, msg: 'boom' }));
    signIn();
    renderWithProviders(<ProfileCard />);
    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    api.on('GET', '/api/member/get', () => ({ data: PROFILE }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Minh Anh' })).toBeInTheDocument();
  });
});
