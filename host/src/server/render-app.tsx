/**
 * The app rendered to HTML by the same components the browser hydrates: per request for `/` with the
 * answers it was drawn from (renderHome), and at build time the layout every page starts from
 * (renderShell, renderRouteShell), which the browser shows until its own render replaces it.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { Language } from '@app/shared/rules';
import { AppFrame } from '../app/app-frame';
import { beginHydration } from '../app/hydration';
import { createHostQueryClient } from '../app/query-client';
import { appRoutes } from '../app/router';
import { EarlyRouteSlot } from '../layout/early-route-view';
import { Layout } from '../layout/layout';
import type { PageLocation } from '../platform/page-location';
import { prepareRender } from './prepare-render';

/** Renders the `routes` (made once the config is set) at `path` with `queryClient`'s answers. */
async function renderRoutes(
  routes: () => RouteObject[],
  language: string,
  config: unknown,
  path: string,
  queryClient: () => QueryClient = () => createHostQueryClient(true),
  page?: PageLocation,
): Promise<string> {
  await prepareRender(config, language, page);
  const handler = createStaticHandler(routes());
  const context = await handler.query(new Request(new URL(path, 'http://render.invalid')));
  if (context instanceof Response) throw new Error(`render of ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  beginHydration();
  return renderToString(
    <AppFrame queryClient={queryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
  );
}

/** `/` in `language`, drawn from `state` (src/server/page-state.ts), for a guest. */
export function renderHome(
  language: string,
  config: unknown,
  state: DehydratedState,
  page: PageLocation,
): Promise<string> {
  const client = () => {
    const created = createHostQueryClient(true);
    hydrate(created, state);
    return created;
  };
  return renderRoutes(appRoutes, language, config, '/', client, page);
}

/** `path` in `language` for a guest with nothing loaded yet (the build's fallback for `/`). */
export function renderShell(language: Language, config: unknown, path = '/'): Promise<string> {
  return renderRoutes(appRoutes, language, config, path);
}

/**
 * The layout of every other page around an empty route slot (layout/early-route-view.tsx): no tab is
 * current and no footer is drawn (the page decides), so nothing in it is wrong for any path.
 */
export function renderRouteShell(language: Language, config: unknown): Promise<string> {
  const routes = (): RouteObject[] => [
    { path: '/', element: <Layout />, children: [{ path: '*', element: <EarlyRouteSlot /> }] },
  ];
  return renderRoutes(routes, language, config, '/_route');
}
