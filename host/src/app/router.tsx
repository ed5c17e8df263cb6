import { useEffect } from 'react';
import { createBrowserRouter, useRouteError, type RouteObject } from 'react-router-dom';
import { getRuntimeConfig } from '@app/shared/client';
import { Layout } from '../layout/layout';
import { ErrorPage } from '../pages/error-page';
import { INFO_ROUTES } from '../info/info-routes';
import { LazyRemoteSwitch } from '../routing/lazy-remote-switch';
import { isChunkLoadError, reloadOnce } from './chunk-reload';
import { CrashProbe } from './crash-probe';
import { FatalScreen } from './fatal-screen';
import { reportError } from './global-errors';
import { HomePage, PlatformStatusPage } from './pages';
import { PageError } from './page-error';

function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce();
    else reportError(error);
  }, [error]);
  return <FatalScreen error={error} phase="runtime" />;
}

/** The site's routes: the browser router's and the prerender's (src/prerender/render-shell.tsx). */
export function appRoutes(): RouteObject[] {
  const layoutChildren = [
    { index: true, element: <HomePage /> },
    ...(getRuntimeConfig().mode !== 'production'
      ? [
          // a QA page: its code is fetched only when it is opened
          { path: 'platform-status', element: <PlatformStatusPage /> },
          { path: '__crash', element: <CrashProbe /> },
        ]
      : []),
    ...INFO_ROUTES,
    { path: '*', element: <LazyRemoteSwitch /> },
  ];
  return [
    { path: '/404', element: <ErrorPage code="404" />, errorElement: <RouteErrorScreen /> },
    { path: '/403', element: <ErrorPage code="403" />, errorElement: <RouteErrorScreen /> },
    { path: '/500', element: <ErrorPage code="500" />, errorElement: <RouteErrorScreen /> },
    {
      path: '/',
      element: <Layout />,
      // the layout itself failing: a full recovery screen (R17)
      errorElement: <RouteErrorScreen />,
      // a page failing: a recovery panel inside the layout, header and tab bar stay (R17)
      children: [{ errorElement: <PageError />, children: layoutChildren }],
    },
  ];
}

/** The host owns the one router; remotes are mounted by RemoteSwitch from their route manifests. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
