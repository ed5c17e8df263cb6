import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setShellServices, type ShellServices } from '@app/shared/federation';
import { findActivity } from '../lib/catalog';
import { mockBackend, renderWithProviders, setUpUi, signIn, signOut } from '../test-utils';
import { ActivityScreen } from './activity-screen';

// Issue 14 / SPEC §2: every activity page runs the mechanic its activity's data selects.
const A = '/api/promotion/activity';
const SERVER = [
  { id: 2, key: 'firstcharge', type: 'deposit', bonus: 100_000 },
  { id: 4, key: 'sign-activity', type: 'sign', bonus: 10_000 },
  { id: 3, key: 'newMemberGiftPackVi', type: 'giftPack', bonus: 88_000 },
];

let api: ReturnType<typeof mockBackend>;
const login = jest.fn();

beforeAll(async () => {
  await setUpUi();
  setShellServices({
    openLogin: login,
    logout: jest.fn(),
    refreshProfile: jest.fn(),
    refreshBalance: jest.fn(),
    navigate: jest.fn(),
  } as unknown as ShellServices);
});
beforeEach(() => {
  jest.clearAllMocks();
  signOut();
  api = mockBackend();
  api.on('GET', '/registry', () => ({ data: { remotes: [], activities: {} } }));
  api.on('GET', `${A}/list`, () => ({ data: SERVER }));
  api.on('POST', `${A}/click`, () => ({ data: true }));
  api.on('POST', `${A}/newMemberGiftPack/isOpen`, () => ({
    data: { id: 3, name: 'Gift', status: 1, amount: 88_000 },
  }));
});

const open = (id: string, url = '/') =>
  renderWithProviders(<ActivityScreen def={findActivity(id)!} />, url);

describe('activity screen', () => {
  it('renders the mechanic of the server type and records one click', async () => {
    open('day-activity');
    expect(await screen.findByTestId('mechanic-sign-in')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Daily mission' })).toBeInTheDocument();
    expect(screen.getByText(/Check in once per day/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(`${A}/click`)).toHaveLength(1));
    expect(api.callsTo(`${A}/click`)[0]!.body).toEqual({ activityId: 4 });
  });

  it('switches mechanic when the server says the page is another type', async () => {
    api.on('GET', `${A}/list`, () => ({
      data: [...SERVER, { id: 3, key: 'day-activity', type: 'giftPack', bonus: 1 }],
    }));
    open('day-activity');
    expect(await screen.findByTestId('mechanic-gift-box')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-mechanic', 'giftBox');
  });

  it("a guest's join opens the login dialog that returns to this page", async () => {
    open('GiftBoxVi', '/GiftBoxVi?lang=vi');
    fireEvent.click(await screen.findByTestId('join'));
    expect(login).toHaveBeenCalledWith({ redirect: '/GiftBoxVi?lang=vi' });
  });

  it('says the activity is unavailable when the operator turns it off', async () => {
    api.on('GET', '/registry', () => ({ data: { remotes: [], activities: { GiftBox: false } } }));
    open('GiftBox');
    expect(await screen.findByTestId('activity-unavailable')).toHaveTextContent(
      'This promotion is unavailable',
    );
    expect(screen.queryByTestId('mechanic-gift-box')).toBeNull();
  });

  it('reads the activity id of the gift pack link without showing ids or codes', async () => {
    signIn();
    api.on('GET', `${A}/record`, () => ({ data: [] }));
    open('newMemberGiftPackVi', '/newMemberGiftPackVi?activityId=3&type=3');
    const button = await screen.findByTestId('open-gift');
    await waitFor(() => expect(button).toBeEnabled());
    await waitFor(() => expect(api.callsTo(`${A}/click`)[0]?.body).toEqual({ activityId: 3 }));
    // Issue 53 #7: the link's ids choose the activity; they are never shown to the member.
    expect(screen.getByRole('article')).not.toHaveTextContent(/Activity #3|Type 3|VN ·|Vietnam/);
  });
});
