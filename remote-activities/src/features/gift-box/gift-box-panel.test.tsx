import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { changeLanguage } from '@app/shared/i18n';
import { findActivity } from '../../lib/catalog';
import { mockBackend, renderWithProviders, setUpUi, signIn } from '../../test-utils';
import { GiftBoxPanel } from './gift-box-panel';

// Issue 14: a gift box opens once; the server decides what is inside. Issue 53 #4: it opens under
// its own activity's rules, and a member the rules refuse is told why in plain words.
const A = '/api/promotion/activity';
let api: ReturnType<typeof mockBackend>;
let eligibility: Record<string, unknown>;

beforeAll(setUpUi);
beforeEach(() => {
  signIn();
  eligibility = { activityId: 7, amount: 18_000, eligible: true, claimed: false, refusal: null };
  api = mockBackend();
  api.on('GET', `${A}/record`, () => ({ data: [] }));
  api.on('GET', `${A}/eligibility`, () => ({ data: eligibility }));
});
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

const panel = (activityId = 7) =>
  renderWithProviders(
    <GiftBoxPanel def={findActivity('GiftBox')!} activityId={activityId} bonus={18_000} />,
  );
const refuse = (refusal: Record<string, unknown>) => {
  eligibility = { ...eligibility, eligible: false, refusal };
};

describe('gift box', () => {
  it('opens once and reveals what the server gave', async () => {
    api.on('POST', `${A}/claim`, () => {
      eligibility = {
        ...eligibility,
        eligible: false,
        claimed: true,
        refusal: { reason: 'claimed', frequency: 'once' },
      };
      return { data: { amount: 18_000, balance: 1_018_000 } };
    });
    panel();
    const button = await screen.findByTestId('open-gift');
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('You got 18,000!');
    expect(screen.getByTestId('gift-state')).toHaveTextContent('+18,000');
    expect(screen.queryByTestId('open-gift')).toBeNull();
    expect(api.callsTo(`${A}/claim`)).toHaveLength(1);
    expect(api.callsTo(`${A}/claim`)[0]).toMatchObject({ body: { activityId: 7 } });
  });

  it('shows an opened box without a button', async () => {
    eligibility = {
      ...eligibility,
      eligible: false,
      claimed: true,
      refusal: { reason: 'claimed', frequency: 'once' },
    };
    panel();
    expect(await screen.findByText('Already opened')).toBeInTheDocument();
    expect(screen.queryByTestId('open-gift')).toBeNull();
  });

  it('asks the server about this page’s activity, not the new-member gift pack', async () => {
    panel(16);
    await screen.findByTestId('open-gift');
    expect(api.callsTo(`${A}/eligibility`)[0]).toMatchObject({ params: { activityId: '16' } });
    expect(api.callsTo(`${A}/newMemberGiftPack/isOpen`)).toHaveLength(0);
  });
});

describe('a member the rules refuse is told why, with no button and no code', () => {
  it.each([
    [
      { reason: 'new-members-only', days: 7 },
      'This gift is only for new members, within 7 days of registering. Your account was created earlier, so you cannot claim it.',
    ],
    [
      { reason: 'vip-range', vipMin: 5, vipMax: 11, vipLevel: 3 },
      'This gift is for VIP 5 to VIP 11 members. Your level is VIP 3, so you cannot claim it.',
    ],
    [
      { reason: 'ended', start: '2026-02-07T00:00:00+07:00', end: '2026-02-14T23:59:59+07:00' },
      'This promotion has ended. It ran from 02/07/2026 00:00 GMT+7 to 02/14/2026 23:59 GMT+7.',
    ],
    [
      { reason: 'verify-phone' },
      'Verify your phone number first, then come back to claim this gift.',
    ],
  ])('%o', async (refusal, text) => {
    refuse(refusal);
    panel();
    expect(await screen.findByTestId('gift-refusal')).toHaveTextContent(text);
    expect(screen.queryByTestId('open-gift')).toBeNull();
    expect(screen.getByTestId('mechanic-gift-box')).not.toHaveTextContent(/2013|1009000043/);
  });

  it('in Vietnamese, with the dates day first in the market zone', async () => {
    await act(() => changeLanguage('vi'));
    refuse({
      reason: 'ended',
      start: '2026-02-07T00:00:00+07:00',
      end: '2026-02-14T23:59:59+07:00',
    });
    panel();
    expect(await screen.findByTestId('gift-refusal')).toHaveTextContent(
      'Chương trình đã kết thúc. Thời gian diễn ra: từ 07/02/2026 00:00 GMT+7 đến 14/02/2026 23:59 GMT+7.',
    );
  });

  it('a refusal the claim answers (the rules changed meanwhile) is said the same way', async () => {
    api.on('POST', `${A}/claim`, () => ({
      json: {
        code: 2013,
        msg: 'This gift is for new members only',
        data: { reason: 'new-members-only', days: 7 },
      },
    }));
    panel();
    const button = await screen.findByTestId('open-gift');
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This gift is only for new members, within 7 days of registering.',
    );
  });
});
