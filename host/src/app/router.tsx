import { createBrowserRouter, useRouteError } from 'react-router-dom';
import { getRuntimeConfig } from '@app/shared';
import { Layout } from '../layout/layout';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../home/home-page';
import { PlatformStatusPage } from '../pages/platform-status-page';
import { RemoteSwitch } from '../routing/remote-switch';
import { FatalScreen } from './fatal-screen';

function RouteErrorScreen() {
  const error = useRouteError();
  return <FatalScreen error={error} />;
}

/** The host owns the one router; remotes are mounted by RemoteSwitch from their route manifests. */
export function createAppRouter() {
  const layoutChildren = [
    { index: true, element: <HomePage /> },
    ...(getRuntimeConfig().mode !== 'production'
      ? [{ path: 'platform-status', element: <PlatformStatusPage /> }]
      : []),
    { path: '*', element: <RemoteSwitch /> },
  ];
  return createBrowserRouter([
    { path: '/404', element: <ErrorPage code="404" /> },
    { path: '/403', element: <ErrorPage code="403" /> },
    { path: '/500', element: <ErrorPage code="500" /> },
    {
      path: '/',
      element: <Layout />,
      errorElement: <RouteErrorScreen />,
      children: layoutChildren,
    },
  ]);
}
