import { logout as logoutCall, getUserInfo, getWalletBalance } from '@app/shared/api/member';
import { setShellServices, WidgetUnavailableError } from '@app/shared/federation';
import { useSessionStore } from '@app/shared/store';

/** Id of the standalone shell's user-name field: `openLogin` focuses it. */
export const STANDALONE_LOGIN_FIELD = 'standalone-login-user';

async function refreshBalance(): Promise<number | null> {
  try {
    const { balance } = await getWalletBalance();
    useSessionStore.getState().setBalance(balance);
    return balance;
  } catch {
    return null;
  }
}

/**
 * The standalone shell's minimal shell services: the login "dialog" is the form in its bar,
 * logout clears the session without the host's reload, navigation uses the given router call.
 * Another remote's widgets are not reachable without the host's registry: loading one rejects and
 * the caller shows its fallback.
 */
export function installStandaloneServices(navigate: (to: string) => void): () => void {
  return setShellServices({
    openLogin: () => document.getElementById(STANDALONE_LOGIN_FIELD)?.focus(),
    logout: async () => {
      await logoutCall().catch(() => undefined);
      useSessionStore.getState().signOut();
    },
    refreshProfile: async () => {
      const [info] = await Promise.allSettled([getUserInfo(), refreshBalance()]);
      if (info.status === 'fulfilled') useSessionStore.getState().setUserInfo(info.value);
    },
    refreshBalance,
    navigate,
    loadWidget: (remoteId, expose) =>
      Promise.reject(new WidgetUnavailableError(remoteId, expose, 'standalone')),
  });
}
