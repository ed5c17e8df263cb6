import { giftPackTarget, loginNextStep } from './login';

describe('login response branching (SPEC §4)', () => {
  const withPhone = { mobile: '0912345678', mobileArea: '84', accessToken: 'tok' };
  it.each([
    [
      'loginState 1 with phone -> verify',
      { ...withPhone, loginState: 1 },
      { kind: 'verify', mobile: '0912345678', mobileArea: '84' },
    ],
    [
      'loginState 2 with phone -> verify',
      { ...withPhone, loginState: 2 },
      { kind: 'verify', mobile: '0912345678', mobileArea: '84' },
    ],
    [
      'loginState "1" with phone -> verify',
      { ...withPhone, loginState: '1' },
      { kind: 'verify', mobile: '0912345678', mobileArea: '84' },
    ],
    [
      'verify wins over state',
      { ...withPhone, loginState: 2, state: 1 },
      { kind: 'verify', mobile: '0912345678', mobileArea: '84' },
    ],
    ['loginState 3 -> token', { ...withPhone, loginState: 3 }, { kind: 'token', token: 'tok' }],
    ['loginState 0 -> token', { ...withPhone, loginState: 0 }, { kind: 'token', token: 'tok' }],
    ['loginState "" -> token', { ...withPhone, loginState: '' }, { kind: 'token', token: 'tok' }],
    [
      'loginState 1 without mobile -> token',
      { loginState: 1, mobileArea: '84', accessToken: 'tok' },
      { kind: 'token', token: 'tok' },
    ],
    [
      'loginState 1 without area -> token',
      { loginState: 1, mobile: '0912', mobileArea: ' ', accessToken: 'tok' },
      { kind: 'token', token: 'tok' },
    ],
    ['no token -> invalid', { loginState: 0 }, { kind: 'invalid' }],
    ['empty token -> invalid', { accessToken: '' }, { kind: 'invalid' }],
    ['null response -> invalid', null, { kind: 'invalid' }],
    ['state null -> token', { state: null, accessToken: 'tok' }, { kind: 'token', token: 'tok' }],
  ])('%s', (_name, resp, expected) => {
    expect(loginNextStep(resp)).toEqual(expected);
  });

  it.each([0, 1, 'pending', { step: 2 }])(
    'state %p -> vtob with the response as history',
    (state) => {
      const resp = { state, accessToken: 'tok', loginState: 1, mobile: '0912' };
      expect(loginNextStep(resp)).toEqual({ kind: 'vtob', history: resp });
    },
  );
});

describe('post-registration gift pack target (SPEC §2)', () => {
  it.each([
    [{ id: 12, status: 1 }, 'vietnam', '/newMemberGiftPackVi?activityId=12&type=3'],
    [{ id: '12', status: '1' }, 'Vietnam', '/newMemberGiftPackVi?activityId=12&type=3'],
    [{ id: 12, status: 1 }, 'cn', '/newMemberGiftPack?activityId=12&type=3'],
    [{ id: 'a&b', status: 1 }, 'cn', '/newMemberGiftPack?activityId=a%26b&type=3'],
    [{ id: 12, status: 0 }, 'vietnam', null],
    [{ id: 12, status: 2 }, 'vietnam', null],
    [{ id: 12 }, 'vietnam', null],
    [{ status: 1 }, 'vietnam', null],
    [{ id: '', status: 1 }, 'vietnam', null],
    [null, 'vietnam', null],
  ])('giftPackTarget(%p, %p) = %p', (giftPack, market, expected) => {
    expect(giftPackTarget({ giftPack, market })).toBe(expected);
  });
});
