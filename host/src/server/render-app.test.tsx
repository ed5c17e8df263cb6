import { screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { renderHome, renderShell } from './render-app';

// One render path: the server draws `/` with the app's components from the answers it hands to the
// page, and the build draws the layout every page starts from. The tests render as the server does,
// then hydrate in the state a returning member's browser has (stored session, light theme): hydration
// must find the markup it was given (no recoverable error, no React mismatch warning), and the
// member's own header must appear right after.

const CONFIG = {
  mode: 'dev',
  market: 'vietnam',
  apiBaseUrl: 'http://127.0.0.1:1',
  registryUrl: 'http://127.0.0.1:1/api/platform/registry',
  appVersion: '1.0.0',
};

// in the browser the federation runtime comes with the host's bundle; here nothing loads a remote
jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => new Promise(() => undefined)),
}));

const HYDRATION_WARNING =
  /did not match|hydrat|Expected server HTML|server rendered|while hydrating/i;

let container: HTMLDivElement;
let root: Root | null = null;
let unmount: (() => void) | null = null;

beforeEach(() => {
  window.scrollTo = jest.fn();
  container = document.createElement('div');
  container.id = 'app';
  document.body.appendChild(container);
  jest.spyOn(global, 'fetch').mockImplementation(() => new Promise(() => undefined));
});

afterEach(() => {
  unmount?.();
  root = null;
  unmount = null;
  container.remove();
  jest.restoreAllMocks();
  localStorage.clear();
});

test('the prerendered home holds the header, the tab bar, the home skeleton and the footer in the language asked for', async () => {
  container.innerHTML = await renderShell('vi', CONFIG);
  expect(container.querySelector('header')).not.toBeNull();
  expect(container.querySelector('main#main')).not.toBeNull();
  expect(container.querySelector('footer')).not.toBeNull();
  expect(container.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThanOrEqual(2);
  // Vietnamese labels (the common namespace): the login button and a tab
  expect(container.textContent).toContain('Đăng nhập');
  const zh = await renderShell('zh-cn', CONFIG);
  expect(zh).toContain('登录');
  expect(zh).not.toContain('Đăng nhập');
});

let recoverable: unknown[] = [];

/** Hydrates: no recoverable error (React rendering a part afresh), no React mismatch warning. */
async function expectQuietHydration(
  hydrate: () => void,
  act: (fn: () => Promise<void>) => Promise<void>,
): Promise<void> {
  recoverable = [];
  const consoleError = jest.spyOn(console, 'error');
  await act(async () => hydrate());
  const warnings = consoleError.mock.calls
    .map((args) => args.map(String).join(' '))
    .filter((text) => HYDRATION_WARNING.test(text));
  expect(warnings).toEqual([]);
  expect(recoverable).toEqual([]);
}

/** The app's modules as a returning member's browser loads them: stores created from storage. */
async function browserApp(language: 'en' | 'vi', member = true) {
  jest.resetModules();
  localStorage.setItem('__local-theme', 'light');
  if (member)
    localStorage.setItem(
      '__session',
      JSON.stringify({ state: { token: 'tok', username: 'member01' }, version: 0 }),
    );
  const { act } = await import('react');
  const { hydrateRoot } = await import('react-dom/client');
  const shared = {
    ...(await import('@app/shared/client')),
    ...(await import('@app/shared/i18n')),
    ...(await import('@app/shared/store')),
    ...(await import('@app/shared/api/site')),
  };
  const { App } = await import('../app/app');
  (await import('../app/hydration')).beginHydration(); // as bootstrap.tsx does before hydrating
  const { createHostQueryClient } = await import('../app/query-client');
  const { registerHostNamespaces } = await import('../app/messages/host-messages');
  shared.setRuntimeConfig(shared.parseRuntimeConfig(CONFIG));
  void registerHostNamespaces(); // as bootstrap.tsx: before initI18n, which loads them
  await shared.initI18n(language);
  await (await import('../app/pages')).HomePage.preload(); // as bootstrap.tsx on `/`
  unmount = () => act(() => root?.unmount());
  return { act, hydrateRoot, shared, App, queryClient: createHostQueryClient(true) };
}

const PAGE = { origin: 'http://127.0.0.1:3000', hostname: '127.0.0.1' };
const advert = { id: 1, title: 'Wheel', imageUrl: 'https://cdn.test/1.svg', type: 1, sort: 1 };
const bar = { id: 1, barName: 'Sports', icon: 'https://cdn.test/s.svg', status: 1, gameType: 7 };
const lobby = { id: 1001104, gameList: [{ id: 7, gameName: 'Mahjong', isHotGame: 0 }] };

/** The answers the server draws `/` from, as src/server/page-state.ts hands them to the page. */
async function homeState() {
  const { siteQueries, gameQueries } = await import('@app/shared/api/site');
  const client = new QueryClient();
  client.setQueryData(siteQueries.adverts().queryKey, [advert]);
  client.setQueryData(gameQueries.homeBar().queryKey, [bar]);
  client.setQueryData(gameQueries.slotGames().queryKey, [lobby]);
  return dehydrate(client);
}

test('the server draws the home page from its answers with the same components', async () => {
  const html = await renderHome('vi', CONFIG, await homeState(), PAGE);
  container.innerHTML = html;
  expect(screen.getByTestId('hot-game')).toHaveTextContent('Mahjong');
  // the hot badge the old hand-drawn twin left out
  expect(screen.getByTestId('hot-game')).toHaveTextContent('Hot');
  expect(screen.getAllByTestId('game-bar-item')).toHaveLength(1);
  expect(container.querySelector('img[src="https://cdn.test/1.svg"]')).not.toBeNull();
  expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  expect(container.textContent).toContain('Đăng nhập');
});

test('a returning member with a light theme hydrates the page the server drew without a mismatch', async () => {
  const state = await homeState();
  container.innerHTML = await renderHome('en', CONFIG, state, PAGE);
  const { act, hydrateRoot, shared, App, queryClient } = await browserApp('en');
  jest.spyOn(shared.http, 'request').mockImplementation(() => new Promise(() => undefined));
  expect(shared.useAppStore.getState().theme).toBe('light');
  expect(shared.useSessionStore.getState().token).toBe('tok');
  hydrate(queryClient, state); // as bootstrap.tsx does with the document's block
  await expectQuietHydration(() => {
    root = hydrateRoot(container, <App queryClient={queryClient} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  }, act);
  // right after hydration the page shows what the browser knows
  await waitFor(() => expect(screen.getByTestId('header-username')).toHaveTextContent('member01'));
  expect(screen.getAllByTestId('game-bar-item')).toHaveLength(1);
  expect(screen.getByTestId('hot-game')).toHaveTextContent('Mahjong');
  expect(screen.getByRole('region', { name: 'Featured promotions' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Dark theme' })).toBeInTheDocument();
});

test("a guest's tap on the prerendered Log in before hydration opens the login dialog once the app starts", async () => {
  container.innerHTML = await renderShell('en', CONFIG);
  const { keepEarlyTaps } = await import('../boot/early-taps');
  keepEarlyTaps(document, window); // the early script, in the document's head
  const { act, hydrateRoot, App, queryClient } = await browserApp('en', false);
  const { useLoginDialog } = await import('../session/login-dialog-store');
  const login = container.querySelector<HTMLButtonElement>('header [data-early-tap="login"]');
  expect(login).toHaveTextContent('Log in');
  login!.click(); // no React listener yet: without the early script's keeping, the tap is lost
  expect(useLoginDialog.getState().open).toBe(false);
  await expectQuietHydration(() => {
    root = hydrateRoot(container, <App queryClient={queryClient} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  }, act);
  // in the task after the hydration's (app.tsx)
  await waitFor(() =>
    expect(useLoginDialog.getState()).toMatchObject({ open: true, page: 'login', redirect: null }),
  );
});
