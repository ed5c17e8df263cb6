import {
  accountLogin,
  getUserInfo,
  mobileRegister,
  registerAccount as accountRegister,
} from '@app/shared/api/member';
import { ApiError } from '@app/shared/client';
import { isNewMemberGiftPackOpen } from '@app/shared/api/promotion';
import { safeSession } from '@app/shared/rules';
import { useSessionStore } from '@app/shared/store';
import { useLoginDialog } from './login-dialog-store';
import {
  completeLogin,
  loginWithPassword,
  postLoginTarget,
  registerAccount,
  registerMobile,
} from './login-actions';
import { captureReferralCodes, STORAGE_KEYS } from './session-actions';

jest.mock('@app/shared/api/member', () => ({
  ...jest.requireActual('@app/shared/api/member'),
  accountLogin: jest.fn(),
  getUserInfo: jest.fn(async () => ({ userName: 'member01', role: 'member' })),
  getWalletBalance: jest.fn(async () => ({ balance: 100 })),
  registerAccount: jest.fn(),
  mobileRegister: jest.fn(),
}));
jest.mock('@app/shared/api/sportsbook-lists', () => ({
  ...jest.requireActual('@app/shared/api/sportsbook-lists'),
  fetchSportsServiceConfig: jest.fn(async () => null),
}));
jest.mock('@app/shared/client', () => ({
  ...jest.requireActual('@app/shared/client'),
  getRuntimeConfig: jest.fn(() => ({ market: 'vietnam' })),
}));
jest.mock('@app/shared/api/promotion', () => ({
  ...jest.requireActual('@app/shared/api/promotion'),
  isNewMemberGiftPackOpen: jest.fn(),
}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().signOut();
  useLoginDialog.setState({ open: false, verify: null, vtobHistory: null, redirect: null });
});

// Reliability S11 (research §1.6 payloads): only same-origin single-slash paths survive.
describe('post-login target', () => {
  it.each([
    [null, '', '/'],
    [null, '?redirect=%2Factivity', '/activity'],
    [null, '?redirect=/personal/1?tab=2', '/personal/1?tab=2'],
    ['/sports', '?redirect=/activity', '/sports'],
    [null, '?redirect=//evil.com', '/'],
    [null, '?redirect=https://evil.com', '/'],
    [null, '?redirect=http://evil.com/x', '/'],
    [null, '?redirect=/\\evil.com', '/'],
    [null, '?redirect=javascript:alert(1)', '/'],
    [null, '?redirect=%2F%2Fevil.com', '/'],
    [null, '?redirect=/%2F%2Fevil.com', '/'],
    [null, '?redirect=%09//evil.com', '/'],
    [null, '?redirect=data:text/html,hi', '/'],
    ['//evil.com', '', '/'],
    ['https://evil.com', '', '/'],
  ])('redirect %p with query %p goes to %p', (redirect, search, expected) => {
    expect(postLoginTarget(redirect, search)).toBe(expected);
  });
});

describe('login branching (SPEC §4)', () => {
  it('stores the token and loads the profile on the token path', async () => {
    await expect(completeLogin({ accessToken: 'tok', loginState: 0 }, 'member01')).resolves.toBe(
      'done',
    );
    const s = useSessionStore.getState();
    expect(s.token).toBe('tok');
    expect(s.username).toBe('member01');
    expect(s.balance).toBe(100);
  });

  it('starts the reality check clock of the new session (issue 18)', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    safeSession.setJSON('playSession', { user: 'member01', startedAt: 1, acknowledgedMs: 9 });
    await completeLogin({ accessToken: 'tok', loginState: 0 }, 'member01');
    expect(safeSession.getJSON('playSession')).toEqual({
      user: 'member01',
      startedAt: 1_800_000_000_000,
      acknowledgedMs: 0,
    });
    now.mockRestore();
  });

  it('opens the verification dialog for loginState 1 with mobile and area', async () => {
    (accountLogin as jest.Mock).mockResolvedValueOnce({
      accessToken: '',
      loginState: 1,
      mobile: '933****33',
      mobileArea: '84',
    });
    useLoginDialog.getState().show('/activity');
    await expect(loginWithPassword('member03', 'Member@123')).resolves.toBe('verify');
    const d = useLoginDialog.getState();
    expect(d.open).toBe(false);
    expect(d.verify).toEqual({ userName: 'member03', mobile: '933****33', mobileArea: '84' });
    expect(d.redirect).toBe('/activity');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('opens the vtob page and stores the history without the token when a state is present', async () => {
    await expect(
      completeLogin({ accessToken: 'x', loginState: 0, state: 3, mobile: '1' }, 'member02'),
    ).resolves.toBe('vtob');
    const d = useLoginDialog.getState();
    expect(d.page).toBe('vtob');
    expect(d.open).toBe(true);
    const stored = safeSession.getJSON<Record<string, unknown>>(STORAGE_KEYS.vtobHistory);
    expect(stored).toMatchObject({ state: 3, userName: 'member02' });
    expect(stored?.accessToken).toBeUndefined();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('rejects a response without a token', async () => {
    await expect(completeLogin({ accessToken: '' }, 'a')).rejects.toThrow('Login failed');
  });
});

describe('registration', () => {
  beforeEach(() => {
    (accountRegister as jest.Mock).mockResolvedValue({ accessToken: 'new', loginState: 0 });
  });

  it('sends the invite and referral codes kept from the address and goes to the Vietnam gift pack', async () => {
    captureReferralCodes('?inviteCode=INV123&referCode=REF9&x=1');
    expect(safeSession.get('inviteCode')).toBe('INV123');
    (isNewMemberGiftPackOpen as jest.Mock).mockResolvedValueOnce({
      id: 3,
      name: 'Gift',
      status: 1,
    });
    await expect(
      registerAccount({ userName: 'newbie1', password: 'abc123', birthDate: '2000-01-31' }),
    ).resolves.toBe('/newMemberGiftPackVi?activityId=3&type=3');
    expect(accountRegister).toHaveBeenCalledWith(
      expect.objectContaining({
        userName: 'newbie1',
        birthDate: '2000-01-31',
        inviteCode: 'INV123',
        referCode: 'REF9',
        regDomain: window.location.host,
      }),
    );
    expect(useSessionStore.getState()).toMatchObject({ giftPackId: '3', giftPackName: 'Gift' });
  });

  it('goes to the root when the gift pack is closed', async () => {
    (isNewMemberGiftPackOpen as jest.Mock).mockResolvedValueOnce({ id: 3, status: 0 });
    await expect(
      registerAccount({ userName: 'newbie2', password: 'abc123', birthDate: '2000-01-31' }),
    ).resolves.toBe('/');
  });

  it('ignores codes that are not plain tokens', () => {
    captureReferralCodes('?inviteCode=%3Cscript%3E');
    expect(safeSession.get('inviteCode')).toBeNull();
  });
});

describe('mobile registration (SPEC §3 payload, §8 false on failure)', () => {
  // the profile call would replace the user name the login stored
  beforeEach(() => (getUserInfo as jest.Mock).mockRejectedValueOnce(new Error('later')));
  const input = {
    mobile: '912345678',
    smsCode: '123456',
    countryCode: '84',
    userName: 'vn12345678',
    password: 'abc123',
    birthDate: '1990-06-15',
  };

  it('sends the §3 payload with the kept codes, logs in and goes to the gift pack', async () => {
    captureReferralCodes('?inviteCode=INV7&referCode=REF7');
    (mobileRegister as jest.Mock).mockResolvedValueOnce({ accessToken: 'm', loginState: 0 });
    (isNewMemberGiftPackOpen as jest.Mock).mockResolvedValueOnce({ id: 9, status: 1 });
    await expect(registerMobile(input)).resolves.toBe('/newMemberGiftPackVi?activityId=9&type=3');
    expect(mobileRegister).toHaveBeenCalledWith({
      ...input,
      inviteCode: 'INV7',
      referCode: 'REF7',
      regDomain: window.location.host,
      mobileCode: '84',
    });
    expect(useSessionStore.getState()).toMatchObject({ token: 'm', username: 'vn12345678' });
  });

  it('a typed invite code wins over the kept one; the server user name wins', async () => {
    captureReferralCodes('?inviteCode=INV7');
    (mobileRegister as jest.Mock).mockResolvedValueOnce({
      accessToken: 'm2',
      userName: 'srv_name',
    });
    (isNewMemberGiftPackOpen as jest.Mock).mockResolvedValueOnce(null);
    await expect(registerMobile({ ...input, inviteCode: 'MINE' })).resolves.toBe('/');
    expect(mobileRegister).toHaveBeenCalledWith(expect.objectContaining({ inviteCode: 'MINE' }));
    expect(useSessionStore.getState().username).toBe('srv_name');
  });

  it('false (the server refused; its message was toasted) rejects and logs nobody in', async () => {
    (mobileRegister as jest.Mock).mockResolvedValueOnce(false);
    await expect(registerMobile(input)).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().token).toBeNull();
  });
});
