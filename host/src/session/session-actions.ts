import { getUserInfo, getWalletBalance, logout as logoutCall } from '@app/shared/api/member';
import { KEY_PREFIX, safeLocal, safeSession } from '@app/shared/rules';
import {
  resetPopupMarkers,
  useSessionStore,
  useSettingsStore,
  useSportsConfigStore,
} from '@app/shared/store';
import { useLoginDialog } from './login-dialog-store';
import { setProfileStatus } from './profile-status';
import { clearSessionStart } from './session-start';

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

/** Whether a logout's reload is on its way (what this page shows now is about to go). */
export function reloadPending(): boolean {
  return reloadTimer !== null;
}

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
