import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { markAppStarted } from './global-errors';
import { createHostQueryClient } from './query-client';
import { AppFrame } from './app-frame';
import { createAppRouter } from './router';
import { takeEarlyTaps } from '../boot/early-taps';
import { takeLoginReturn } from '../boot/login-redirect';
import { installShellServices } from '../session/install-shell-services';
import { useLoginDialog } from '../session/login-dialog-store';
import { ServedPageProvider, type ServedPage } from '../routing/served-page';
import { installNavigationProgress, installPageServices } from './page-services';

export interface AppProps {
  queryClient?: QueryClient;
  /** The remote page the server drew, which hydration draws again (routing/served-page.tsx). */
  served?: ServedPage | null;
}

export function App({ queryClient: given, served = null }: AppProps) {
  const [queryClient] = useState(() => given ?? createHostQueryClient());
  const [router] = useState(() => {
    const created = createAppRouter();
    installNavigationProgress(created);
    return created;
  });
  useEffect(() => {
    markAppStarted();
    // the app has taken over the prerendered markup (hydrated, or rendered afresh)
    document.getElementById('app')?.removeAttribute('data-prerender');
    const removeShell = installShellServices(router);
    const removePage = installPageServices(router);
    // a guest the early script sent home from a page that needs a login (boot/login-redirect.ts)
    const returnTo = takeLoginReturn();
    // a guest's tap on "Log in" before the app had taken the page over (boot/early-taps.ts)
    const tappedLogin = takeEarlyTaps().includes('login');
    // in a task of its own: the dialog rendered in the hydration's task made one long task of both on
    // a phone (Lighthouse's TBT on a guest sent home from a live room, issue 16)
    const opening = window.setTimeout(() => {
      const dialog = useLoginDialog.getState();
      if (returnTo) dialog.show(returnTo);
      else if (tappedLogin && !dialog.open) dialog.show();
    }, 0);
    return () => {
      window.clearTimeout(opening);
      removeShell();
      removePage();
    };
  }, [router]);
  return (
    <AppFrame queryClient={queryClient}>
      <ServedPageProvider value={served}>
        <RouterProvider router={router} />
      </ServedPageProvider>
    </AppFrame>
  );
}
