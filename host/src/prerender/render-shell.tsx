/**
 * Build-time render of the first screen (issue 16): the layout, header, tab bar, footer and the home
 * page's skeleton in one language, as HTML that the browser paints before any JavaScript and that
 * the app then hydrates (src/index.ts). Run by scripts/prerender.mjs from a Node bundle of this file.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { initI18n } from '@app/shared/i18n';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import type { Language } from '@app/shared/rules';
import { AppFrame } from '../app/app-frame';
import { beginHydration } from '../app/hydration';
import { registerHostNamespaces } from '../app/messages/host-messages';
import { createHostQueryClient } from '../app/query-client';
import { HomePage } from '../app/pages';
import { appRoutes } from '../app/router';
import { EarlyRouteSlot } from '../layout/early-route-view';
import { Layout } from '../layout/layout';

/** Renders the `routes` (made once the config is set) at `path` as the app's first render would for a guest with nothing loaded yet. */
async function renderRoutes(
  routes: () => RouteObject[],
  language: Language,
  config: unknown,
  path: string,
): Promise<string> {
  setRuntimeConfig(parseRuntimeConfig(config));
  void registerHostNamespaces();
  await initI18n(language);
  const handler = createStaticHandler(routes());
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender of ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  beginHydration();
  return renderToString(
    <AppFrame queryClient={createHostQueryClient(true)}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
  );
}

/** The prerendered markup of `path` in `language` for a guest with nothing loaded yet. */
export async function renderShell(
  language: Language,
  config: unknown,
  path = '/',
): Promise<string> {
  // a chunk of its own in the browser (app/pages.ts): rendered here with its markup, not a loading state
  await HomePage.preload();
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
