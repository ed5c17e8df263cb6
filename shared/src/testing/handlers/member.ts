import { http } from 'msw';
import type { LoginResponse } from '../../api/member/auth';
import type { UserInfo } from '../../store';
import { ok, onAnyOrigin } from './envelope';

/** Sample answers of the member and auth calls (SPEC §7 Auth, Wallet and member). */
export const sampleMember = {
  id: 1,
  userName: 'member01',
  nickName: 'Member One',
  regCurrency: 'VND',
  vipLevel: 1,
  avatar: '1,1',
} satisfies UserInfo;

export const sampleLogin = {
  accessToken: 'tok-member01',
  loginState: 0,
  mobile: null,
  deviceId: 'PC-WIN-1-sample',
} satisfies LoginResponse;

export const memberHandlers = [
  http.get(onAnyOrigin('/api/member/get'), () => ok(sampleMember)),
  http.post(onAnyOrigin('/api/fund/wallet/member/local'), () =>
    ok({ memberWallet: { balance: 1250000, currency: 'VND' } }),
  ),
  http.post(onAnyOrigin('/api/user/auth/account-login/v2'), () => ok(sampleLogin)),
  http.post(onAnyOrigin('/api/user/auth/logout'), () => ok(null)),
];
