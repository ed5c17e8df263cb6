import { act, fireEvent, screen } from '@testing-library/react';
import type * as ApiModule from './activity-api';
import * as api from './activity-api';
import { findActivity } from './activity-catalog';
import { ActivityPage } from './activity-page';
import { deferred, renderWithProviders, setUpUi, signIn, signOut } from './test-utils';

jest.mock('./activity-api', () => ({
  ...jest.requireActual<typeof ApiModule>('./activity-api'),
  fetchActivityToggles: jest.fn(),
  claimActivity: jest.fn(),
  signUpActivity: jest.fn(),
}));

const toggles = jest.mocked(api.fetchActivityToggles);
const claim = jest.mocked(api.claimActivity);
const signUp = jest.mocked(api.signUpActivity);

beforeAll(setUpUi);
beforeEach(() => {
  jest.clearAllMocks();
  toggles.mockResolvedValue({});
  signOut();
});

const page = (id: string, url = '/') =>
  renderWithProviders(<ActivityPage def={findActivity(id)!} />, url);

describe('activity page', () => {
  it('shows the themed hero, the rules and "Log in to join" for a guest', async () => {
    page('rebate-activity');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sports rebate 1.2%' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Rules' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to join' }));
    expect(screen.getByText(/Log in button at the top/)).toBeInTheDocument();
    expect(claim).not.toHaveBeenCalled();
  });

  it('shows the not-available state when the registry turns the activity off', async () => {
    toggles.mockResolvedValue({ GiftBox: false, GiftBoxVi: true });
    page('GiftBox');
    expect(await screen.findByTestId('activity-unavailable')).toHaveTextContent(
      'This promotion has ended',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Gift box' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse promotions' })).toHaveAttribute(
      'href',
      '/activity',
    );
  });

  it('stays on when the key is missing or the registry cannot be read', async () => {
    toggles.mockRejectedValue(new Error('down'));
    page('GiftBoxVi');
    expect(await screen.findByRole('heading', { name: 'Rules' })).toBeInTheDocument();
    expect(screen.queryByTestId('activity-unavailable')).toBeNull();
  });

  it('disables the claim button while the request is in flight: one request per double click', async () => {
    signIn();
    const pending = deferred<api.ClaimResult>();
    claim.mockReturnValue(pending.promise);
    page('sign-activity');
    const button = await screen.findByRole('button', { name: 'Claim now' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(claim).toHaveBeenCalledTimes(1);
    expect(claim).toHaveBeenCalledWith(4);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Please wait…');
    await act(async () => pending.resolve({ amount: 10000, balance: 510000 }));
    expect(screen.getByTestId('activity-result')).toHaveTextContent('Claimed 10,000');
    expect(button).toBeEnabled();
  });

  it('shows a server error inline and lets the member try again', async () => {
    signIn();
    signUp.mockRejectedValueOnce(new Error('Already signed up'));
    page('FifaActivityVi');
    fireEvent.click(await screen.findByRole('button', { name: 'Join now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already signed up');
    signUp.mockResolvedValueOnce(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect(await screen.findByTestId('activity-result')).toHaveTextContent('You are signed up');
    expect(signUp).toHaveBeenCalledWith(6);
  });

  it('new-member gift pack reads activityId and type from the query', async () => {
    signIn();
    claim.mockResolvedValue({ amount: 88000, balance: null });
    page('newMemberGiftPackVi', '/?activityId=7&type=3');
    expect(await screen.findByTestId('query-activity')).toHaveTextContent('Activity #7');
    expect(screen.getByTestId('query-type')).toHaveTextContent('Type 3');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim now' }));
    expect(claim).toHaveBeenCalledWith(7);
  });

  it('ignores a malformed activityId in the query', async () => {
    signIn();
    claim.mockResolvedValue({ amount: 88000, balance: null });
    page('newMemberGiftPack', '/?activityId=abc&type=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim now' }));
    expect(claim).toHaveBeenCalledWith(3);
    expect(screen.queryByTestId('query-activity')).toBeNull();
  });

  it('offers the promotions list when the backend has no call for the activity', async () => {
    signIn();
    page('christmas-activities');
    expect(await screen.findByRole('link', { name: 'See all promotions' })).toHaveAttribute(
      'href',
      '/activity',
    );
  });
});

describe('isActivityOn', () => {
  it('is off only for an explicit false', () => {
    expect(api.isActivityOn(undefined, 'x')).toBe(true);
    expect(api.isActivityOn({ x: true }, 'x')).toBe(true);
    expect(api.isActivityOn({ y: false }, 'x')).toBe(true);
    expect(api.isActivityOn({ x: false }, 'x')).toBe(false);
  });
});
