/**
 * The app rendered to HTML by the same components the browser hydrates: per request for `/` with the
 * answers it was drawn from (renderHome), and at build time the layout every page starts from
 * (renderShell, renderRouteShell), which the browser shows until its own render replaces it.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
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
import { ServedPageProvider, type ServedPage } from '../routing/served-page';
import { prepareRender } from './prepare-render';

/**
 * The whole markup of `ui` once every part that loads code (a lazy component) has it, in order: no
 * fallback and no script to swap the content in (what `prerender` writes for a large boundary).
 */
function renderComplete(ui: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(ui, {
      // a large boundary is otherwise written after the rest, out of place, for a script to move in
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/**
 * Renders the `routes` (made once the config is set) at `path` with `queryClient`'s answers. A remote
 * page (`served`) is rendered complete: the remote switch is a lazy chunk of its own.
 */
async function renderRoutes(
  routes: () => RouteObject[],
  language: string,
  config: unknown,
  path: string,
  queryClient: () => QueryClient = () => createHostQueryClient(true),
  page?: PageLocation,
  served?: ServedPage,
): Promise<string> {
  await prepareRender(config, language, page);
  const handler = createStaticHandler(routes());
  const context = await handler.query(new Request(new URL(path, 'http://render.invalid')));
  if (context instanceof Response) throw new Error(`render of ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  beginHydration();
  const ui = (
    <AppFrame queryClient={queryClient()}>
      <ServedPageProvider value={served ?? null}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ServedPageProvider>
    </AppFrame>
  );
  return served ? renderComplete(ui) : renderToString(ui);
}

/** A queryClient made with `state`'s answers. */
const clientWith = (state: DehydratedState) => () => {
  const created = createHostQueryClient(true);
  hydrate(created, state);
  return created;
};

/** `/` in `language`, drawn from `state` (src/server/page-state.ts), for a guest. */
export function renderHome(
  language: string,
  config: unknown,
  state: DehydratedState,
  page: PageLocation,
): Promise<string> {
  return renderRoutes(appRoutes, language, config, '/', clientWith(state), page);
}

/**
 * The remote page `served` at `path` (with its query) in `language`, drawn from `state` for a guest:
 * the host's layout and router around the remote's `./routes` from its server container.
 */
export function renderRemotePage(
  language: string,
  config: unknown,
  path: string,
  state: DehydratedState,
  page: PageLocation,
  served: ServedPage,
): Promise<string> {
  return renderRoutes(appRoutes, language, config, path, clientWith(state), page, served);
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
