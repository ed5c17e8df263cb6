import {
  accountLogin,
  fetchSportsServiceConfig,
  getUserInfo,
  getWalletBalance,
  logout as logoutCall,
  useSessionStore,
  useSportsConfigStore,
} from '@app/shared';

/** Loads user info and balance after login or when a stored session has no user name yet (SPEC §2). */
export async function loadProfile(): Promise<void> {
  const session = useSessionStore.getState();
  const [info, wallet] = await Promise.allSettled([getUserInfo(), getWalletBalance()]);
  if (info.status === 'fulfilled') session.setUserInfo(info.value);
  if (wallet.status === 'fulfilled') session.setBalance(wallet.value.balance);
}

/** Password login (SPEC §4 token path): store the token, fetch the sports token and the profile. */
export async function loginWithPassword(userName: string, password: string): Promise<void> {
  const res = await accountLogin({ userName, password });
  if (!res.accessToken)
    throw new Error('Login needs a further step that is not available here yet');
  useSessionStore.getState().signIn({
    token: res.accessToken,
    username: userName,
    loginState: res.loginState ?? null,
    mobile: res.mobile ?? null,
    mobileArea: res.mobileArea ?? null,
  });
  useSportsConfigStore.getState().setConfig(null);
  await Promise.allSettled([loadProfile(), fetchSportsServiceConfig()]);
}

/** SPEC §4 logout: server call (errors ignored), local session cleared. */
export async function logoutEverywhere(): Promise<void> {
  await logoutCall();
  useSessionStore.getState().signOut();
  useSportsConfigStore.getState().setConfig(null);
}
