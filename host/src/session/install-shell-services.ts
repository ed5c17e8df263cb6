import type { createBrowserRouter } from 'react-router-dom';
import { setShellServices, subscribeIntent } from '@app/shared/federation';
import { loadRemoteWidget } from './load-remote-widget';
import { useLoginDialog } from './login-dialog-store';
import { loadProfile, logout, refreshBalance } from './session-actions';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/**
 * Installs the host's side of the shell-services contract (`@app/shared` shell): remotes open the
 * login dialog, log out, refresh the profile or balance and navigate through these, never by
 * importing the host, and render another remote's widget through `loadWidget`. A `wallet.changed` intent from any remote refreshes the balance.
 */
export function installShellServices(router: AppRouter): () => void {
  const uninstall = setShellServices({
    openLogin: ({ redirect, page = 'login' } = {}) => {
      const { pathname, search } = router.state.location;
      useLoginDialog.getState().show(redirect ?? `${pathname}${search}`, page);
    },
    logout,
    refreshProfile: loadProfile,
    refreshBalance,
    navigate: (to) => void router.navigate(to),
    loadWidget: loadRemoteWidget,
  });
  const stopWallet = subscribeIntent('wallet.changed', () => void refreshBalance());
  return () => {
    uninstall();
    stopWallet();
  };
}
