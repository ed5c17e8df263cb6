import {
  accountLogin,
  ApiError,
  isNewMemberGiftPackOpen,
  loginCheck,
  mobileLogin,
  mobileRegister,
  registerAccount as accountRegister,
  type MobileInput,
  fetchSportsServiceConfig,
  getRuntimeConfig,
  getUserInfo,
  getWalletBalance,
  logout as logoutCall,
} from '@app/shared/api';
import {
  giftPackTarget,
  KEY_PREFIX,
  loginNextStep,
  safeLocal,
  safeRedirectPath,
  safeSession,
  type LoginResponseLike,
} from '@app/shared/rules';
import {
  resetPopupMarkers,
  useSessionStore,
  useSettingsStore,
  useSportsConfigStore,
} from '@app/shared/store';
import { useLoginDialog } from './login-dialog-store';
import { setProfileStatus } from './profile-status';
import { clearSessionStart, recordSessionStart } from './session-start';

/** Storage keys of the session module (without the `__` prefix that safe storage adds). */
export const STORAGE_KEYS = {
  /** The persisted session store (token, user name, user info, device id, gift pack). */
  session: 'session',
  /** SPEC §3: invite and referral code, session storage. */
  inviteCode: 'inviteCode',
  referCode: 'referCode',
  /** SPEC §4: history data of the vtob step, session storage. */
  vtobHistory: 'vtobHistory',
  /** SPEC §4 session expiry: one-time flag, read once after the reload (session storage). */
  loginExpired: 'loginExpired',
  /** Local items SPEC §4 logout clears besides the session store. */
  settings: 'settings',
  userRole: 'userRole',
  giftPackId: 'giftPackId',
  giftPackName: 'giftPackName',
  newMemberDialog: 'newMemberDialog',
} as const;

/** SPEC §2: the page reloads this long after logout. */
export const LOGOUT_RELOAD_MS = 500;

export type Navigate = (to: string, opts?: { replace?: boolean }) => void;

/** Navigation and reload used by the session flows; the layout registers the router's navigate. */
const env: { navigate: Navigate | null; reload: () => void } = {
  navigate: null,
  reload: () => window.location.reload(),
};

export function setSessionNavigate(navigate: Navigate | null): void {
  env.navigate = navigate;
}

/** Tests replace the page reload. */
export function setSessionReload(reload: () => void): void {
  env.reload = reload;
}

function go(to: string): void {
  if (env.navigate) env.navigate(to, { replace: true });
  else window.history.replaceState(null, '', to);
}

/** Loads user info and balance after login or when a stored session has no user name yet (SPEC §2). */
export async function loadProfile(): Promise<void> {
  const session = useSessionStore.getState();
  setProfileStatus('loading');
  const [info, wallet] = await Promise.allSettled([getUserInfo(), getWalletBalance()]);
  if (info.status === 'fulfilled') session.setUserInfo(info.value);
  setProfileStatus(info.status === 'fulfilled' ? 'fresh' : 'failed');
  if (wallet.status === 'fulfilled') session.setBalance(wallet.value.balance);
}

/** Reloads the wallet balance; null (and the stored balance kept, marked by its time) on failure. */
export async function refreshBalance(): Promise<number | null> {
  try {
    const wallet = await getWalletBalance();
    useSessionStore.getState().setBalance(wallet.balance);
    return wallet.balance;
  } catch {
    return null;
  }
}

/** SPEC §3: invite and referral codes from the page address are kept in session storage. */
export function captureReferralCodes(search: string): void {
  const query = new URLSearchParams(search);
  for (const key of [STORAGE_KEYS.inviteCode, STORAGE_KEYS.referCode] as const) {
    const value = query.get(key)?.trim();
    if (value && /^[A-Za-z0-9_-]{1,20}$/.test(value)) safeSession.set(key, value);
  }
}

export function storedReferralCodes(): { inviteCode?: string; referCode?: string } {
  const inviteCode = safeSession.get(STORAGE_KEYS.inviteCode) ?? undefined;
  const referCode = safeSession.get(STORAGE_KEYS.referCode) ?? undefined;
  return { inviteCode, referCode };
}

/** Registration domain sent with every registration (SPEC §3). */
export function regDomain(): string {
  return window.location.host;
}

/** SPEC §2: the root, or the `redirect` value when it is a same-origin path (S11). */
export function postLoginTarget(redirect: string | null | undefined, search: string): string {
  const fromQuery = new URLSearchParams(search).get('redirect');
  return safeRedirectPath(redirect ?? fromQuery ?? '/');
}

/** The result of a login call once SPEC §4 branching has run. */
export type LoginOutcome = 'done' | 'verify' | 'vtob';

/**
 * SPEC §4 login branching (loginNextStep): loginState 1 or 2 with mobile and area opens the
 * verification dialog; a `state` opens the vtob page and stores the history data; otherwise the
 * token is stored, the sports token and the profile are fetched.
 */
export async function completeLogin(
  resp: (LoginResponseLike & { userName?: string | null }) | null | undefined,
  userName: string,
): Promise<LoginOutcome> {
  const step = loginNextStep(resp);
  const name = resp?.userName || userName;
  const dialog = useLoginDialog.getState();
  switch (step.kind) {
    case 'verify':
      dialog.openVerify({ userName: name, mobile: step.mobile, mobileArea: step.mobileArea });
      return 'verify';
    case 'vtob': {
      const history = { ...step.history, accessToken: undefined, userName: name };
      safeSession.setJSON(STORAGE_KEYS.vtobHistory, history);
      dialog.openVtob(history);
      return 'vtob';
    }
    case 'token':
      useSessionStore.getState().signIn({
        token: step.token,
        username: name,
        loginState: resp?.loginState == null ? null : Number(resp.loginState),
        mobile: resp?.mobile ?? null,
        mobileArea: resp?.mobileArea ?? null,
      });
      safeSession.remove(STORAGE_KEYS.vtobHistory);
      safeSession.remove(STORAGE_KEYS.loginExpired);
      recordSessionStart(name);
      resetPopupMarkers();
      useSportsConfigStore.getState().setConfig(null);
      await Promise.allSettled([loadProfile(), fetchSportsServiceConfig()]);
      return 'done';
    default:
      throw new Error('Login failed');
  }
}

/** Password login (SPEC §7 account-login/v2); rejects with the server msg (SPEC §8). */
export async function loginWithPassword(
  userName: string,
  password: string,
  validate?: Record<string, string>,
): Promise<LoginOutcome> {
  const res = await accountLogin({ userName, password, validate });
  return completeLogin(res, userName);
}

/** Phone + SMS code login. */
export async function loginWithPhone(
  input: Omit<MobileInput, 'regDomain' | 'inviteCode' | 'referCode'>,
): Promise<LoginOutcome> {
  const res = await mobileLogin({ ...input, ...storedReferralCodes(), regDomain: regDomain() });
  // SPEC §8: a failed phone login answers false after the catalogue has shown the server's message
  if (res === false) throw new ApiError('business', '');
  return completeLogin(res, res?.userName ?? '');
}

/** Second step of a login with loginState 1 or 2 (or the vtob page): POST loginCheck. */
export async function verifyLogin(userName: string, smsCode: string): Promise<LoginOutcome> {
  const res = await loginCheck({ userName, smsCode, actionType: 4 });
  return completeLogin({ ...res, loginState: 0, state: null }, userName);
}

/**
 * After a registration (SPEC §2): log the new member in, then go to the new-member gift pack when
 * it is active (Vietnam variant on the Vietnam build), else to the root.
 */
async function finishRegistration(
  res: Parameters<typeof completeLogin>[0],
  userName: string,
): Promise<string> {
  const outcome = await completeLogin(res, userName);
  if (outcome !== 'done') return '/';
  const pack = await isNewMemberGiftPackOpen().catch(() => null);
  const target = giftPackTarget({ giftPack: pack, market: getRuntimeConfig().market });
  if (target && pack) {
    useSessionStore
      .getState()
      .setGiftPack(pack.id == null ? null : String(pack.id), pack.name ?? null);
  }
  return target ?? '/';
}

/**
 * Account registration (SPEC §3 payload, with the date of birth of issue 18); returns where to go.
 * Rejects with the server msg (code 1011 under age, already translated).
 */
export async function registerAccount(input: {
  userName: string;
  password: string;
  /** YYYY-MM-DD */
  birthDate: string;
  inviteCode?: string;
  countryCode?: string;
}): Promise<string> {
  const stored = storedReferralCodes();
  const res = await accountRegister({
    userName: input.userName,
    password: input.password,
    countryCode: input.countryCode,
    inviteCode: input.inviteCode || stored.inviteCode,
    referCode: stored.referCode,
    regDomain: regDomain(),
    birthDate: input.birthDate,
  });
  return finishRegistration(res, input.userName);
}

/**
 * Mobile registration (SPEC §3 payload: mobile, smsCode, countryCode, userName, invite and referral
 * codes, regDomain, mobileCode; issue 18: birthDate). SPEC §8: a failure answers false after the
 * catalogue has shown the server's message.
 */
export async function registerMobile(input: {
  mobile: string;
  smsCode: string;
  countryCode: string;
  userName: string;
  password: string;
  /** YYYY-MM-DD */
  birthDate: string;
  inviteCode?: string;
}): Promise<string> {
  const stored = storedReferralCodes();
  const res = await mobileRegister({
    ...input,
    inviteCode: input.inviteCode || stored.inviteCode,
    referCode: stored.referCode,
    regDomain: regDomain(),
    mobileCode: input.countryCode,
  });
  if (res === false) throw new ApiError('business', '');
  return finishRegistration(res, res.userName || input.userName);
}

/** SPEC §4 logout, local part: settings, token, user info, gift pack keys, new-member flags. */
export function clearSessionData(): void {
  useSessionStore.getState().signOut();
  useSettingsStore.getState().reset(); // before the keys go, so the stored copy goes too
  useSportsConfigStore.getState().setConfig(null);
  for (const key of [
    STORAGE_KEYS.settings,
    STORAGE_KEYS.userRole,
    STORAGE_KEYS.giftPackId,
    STORAGE_KEYS.giftPackName,
    STORAGE_KEYS.newMemberDialog,
  ]) {
    safeLocal.remove(key);
  }
  safeSession.remove(STORAGE_KEYS.vtobHistory);
  clearSessionStart();
  resetPopupMarkers();
}

let reloadTimer: ReturnType<typeof setTimeout> | null = null;

/** SPEC §2: go to the root and reload 500 ms later. */
function goHomeAndReload(): void {
  go('/');
  if (reloadTimer) clearTimeout(reloadTimer);
  reloadTimer = setTimeout(() => {
    reloadTimer = null;
    env.reload();
  }, LOGOUT_RELOAD_MS);
}

/** SPEC §4 logout: server call (errors ignored), local data cleared, root, reload. */
export async function logout(): Promise<void> {
  await logoutCall();
  finishLogout();
}

/** The local half of logout (also used on session expiry, where the server call is pointless). */
export function finishLogout(): void {
  clearSessionData();
  const dialog = useLoginDialog.getState();
  dialog.hide();
  dialog.closeVerify();
  goHomeAndReload();
}

function tokenOf(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { state?: { token?: unknown } } | null;
    const token = parsed?.state?.token;
    return typeof token === 'string' && token ? token : null;
  } catch {
    return null;
  }
}

/**
 * Reliability S5: a logout in one tab logs out the others. The persisted session store writes
 * `__session`; another tab's write fires a `storage` event here. A login elsewhere is picked up
 * too. Returns the uninstaller.
 */
export function installCrossTabSession(): () => void {
  const sessionKey = `${KEY_PREFIX}${STORAGE_KEYS.session}`;
  const onStorage = (e: StorageEvent) => {
    // key null: the other tab cleared the whole storage
    if (e.key !== null && e.key !== sessionKey) return;
    const token = tokenOf(e.newValue);
    const current = useSessionStore.getState().token;
    if (current && !token) {
      clearSessionData();
      useLoginDialog.getState().closeVerify();
      go('/');
    } else if (token && token !== current) {
      void Promise.resolve(useSessionStore.persist.rehydrate()).then(loadProfile);
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
