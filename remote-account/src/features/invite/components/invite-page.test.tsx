import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@app/shared/store';
import { mockBackend, renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { InvitePage } from './invite-page';

const I = '/api/member/invite';
beforeAll(setUpUi);

function backend(available: number) {
  const api = mockBackend();
  let left = available;
  api.on('GET', `${I}/generateReferralCode`, () => ({
    data: { inviteCode: 'AB12CD', link: 'http://api.example:4000/?inviteCode=AB12CD' },
  }));
  api.on('GET', `${I}/queryInviteInfo`, () => ({
    data: {
      inviteCode: 'AB12CD',
      inviteCount: 2,
      totalAward: 76000,
      drawnAward: 76000 - left,
      availableAward: left,
    },
  }));
  for (const list of ['queryHorseRing', 'queryInviteBetAwardList', 'queryInviteDepAward'])
    api.on('GET', `${I}/${list}`, () => ({ data: [] }));
  api.on('GET', `${I}/queryInviteBetConfig`, () => ({
    data: [{ level: 1, betAmount: 1000000, rate: 0.002 }],
  }));
  api.on('GET', `${I}/queryInviteDepConfig`, () => ({ data: [] }));
  api.on('GET', `${I}/queryInviteVipConfig`, () => ({ data: [{ vipLevel: 3, award: 58000 }] }));
  api.on('POST', `${I}/drawAward`, () => {
    if (left <= 0) return { code: 1009000043, msg: 'No invite award to draw' };
    const amount = left;
    left = 0;
    return { data: { amount, balance: 1000 + amount } };
  });
  return api;
}

describe('invite centre (SPEC §7 invite)', () => {
  beforeEach(() => {
    signIn();
    useSessionStore.getState().setUserInfo({ userName: 'member01', regCurrency: 'VND' });
  });

  it('builds the referral link on the site origin, not the API host, and copies it', async () => {
    backend(0);
    const user = userEvent.setup();
    renderWithProviders(<InvitePage />);
    const link = await screen.findByTestId('invite-link');
    await waitFor(() => expect(link).toHaveValue(`${window.location.origin}/?inviteCode=AB12CD`));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/?inviteCode=AB12CD`,
    );
    expect(screen.getByTestId('invite-copied')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of my referral link' })).toBeInTheDocument();
  });

  it('shows each VIP reward tier with its drawn badge (issue 15)', async () => {
    backend(0);
    renderWithProviders(<InvitePage />);
    const tier = await screen.findByText(/VIP 3/);
    expect(tier.querySelector('[data-vip-level="3"]')).not.toBeNull();
  });

  // issue 53 #6: the server refuses a draw only when nothing is due, so the page never says "already claimed"
  it('draws the award once; a second draw says there is nothing to claim yet', async () => {
    const api = backend(38000);
    renderWithProviders(<InvitePage />);
    const draw = await screen.findByTestId('invite-draw');
    await waitFor(() => expect(draw).toBeEnabled());
    await userEvent.click(draw);
    expect(await screen.findByTestId('invite-draw-result')).toHaveTextContent(
      '38,000 VND added to your main wallet.',
    );
    expect(useSessionStore.getState().balance).toBe(39000);
    await userEvent.click(draw);
    await waitFor(() =>
      expect(screen.getByTestId('invite-draw-result')).toHaveTextContent('Nothing to claim yet'),
    );
    const keys = api.callsTo(`${I}/drawAward`).map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
