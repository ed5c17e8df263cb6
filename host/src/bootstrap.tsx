import './app/global.css';
import { startTransition, type ReactElement } from 'react';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { initI18n } from '@app/shared/i18n';
import { LANGUAGE_STORAGE_KEY, pickLanguage, resolveDeviceId, safeLocal } from '@app/shared/rules';
import { loadRuntimeConfig } from '@app/shared/client';
import { useAppStore, useSessionStore } from '@app/shared/store';
import { App } from './app/app';
import { beginHydration } from './app/hydration';
import { HomePage } from './app/pages';
import { EARLY_CLOSED_ATTR, ROUTE_SHELL_DATA } from './boot/early-paint-marks';
import { FatalScreen } from './app/fatal-screen';
import { installGlobalErrorHandlers, reportError } from './app/global-errors';
import { createHostQueryClient } from './app/query-client';
import { installHostTelemetry } from './app/host-telemetry';
import { registerServiceWorker } from './app/service-worker';
import { captureInstallPrompt } from './info/install-prompt';
import { registerHostNamespaces } from './app/messages/host-messages';
import { startSession } from './app/start-session';
import { installExpiryHandler } from './session/session-expiry';
import { prefetchFirstScreen } from './home/prefetch-first-screen';
import { installNotifier } from './notify/install-notifier';
import { servedPageState } from './platform/page-state-block';
import { servedRemotePage } from './platform/served-page-block';
import { startPlatform } from './platform/start-platform';
import { holdEarlyRoute } from './routing/early-route';
import { loadServedPageCode } from './routing/lazy-remote-switch';
import { yieldToMain } from './boot/yield-to-main';

/** How long hydrating a served remote page waits for its code (the page is on screen meanwhile). */
const SERVED_CODE_WAIT_MS = 8_000;

async function start(): Promise<void> {
  installGlobalErrorHandlers();
  // before any call: an expired login answered while the app starts says so (SPEC §4)
  installExpiryHandler();
  installNotifier();
  captureInstallPrompt();
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing');
  let root: Root | null = null;
  // a page without its prerendered first screen (or in another language) renders from scratch
  const renderFresh = (ui: ReactElement) => {
    if (!root) {
      delete container.dataset.prerender;
      delete container.dataset.shell;
      if (container.dataset[ROUTE_SHELL_DATA] === undefined) container.replaceChildren();
      else {
        // the prerendered layout of another page than `/` stays on screen until React's first commit
        // replaces it; a route its early painter drew moves into that commit (routing/early-route.ts)
        delete container.dataset[ROUTE_SHELL_DATA];
        container.setAttribute(EARLY_CLOSED_ATTR, '');
        holdEarlyRoute(container);
      }
      root = createRoot(container);
    }
    // as hydration below: a transition renders in slices, not one long task (issue 16, TBT)
    const target = root;
    startTransition(() => target.render(ui));
  };
  try {
    const config = await loadRuntimeConfig('/config.json');
    installHostTelemetry(config); // its sending code and web-vitals load when the page is idle
    document.documentElement.dataset.theme = useAppStore.getState().theme;
    const query = new URLSearchParams(window.location.search);
    useSessionStore.getState().setDeviceId(resolveDeviceId({ query }));
    const language = pickLanguage({
      query: query.get('lang'),
      stored: safeLocal.get(LANGUAGE_STORAGE_KEY),
      market: config.market,
      browserLanguages: navigator.languages,
    });
    useAppStore.getState().setLanguage(language); // the Language header of the prefetch
    const queryClient = createHostQueryClient();
    // a page the server drew comes with the answers it was drawn from: hydration draws the same
    // (not when the early script sent a guest home from a page drawn for a login: boot/login-redirect.ts)
    const servedPage = servedRemotePage(document);
    const drawn =
      container.dataset.prerender === language &&
      (!servedPage || servedPage.pathname === window.location.pathname)
        ? servedPageState(document)
        : null;
    if (drawn) hydrate(queryClient, drawn);
    else prefetchFirstScreen(queryClient, window.location.pathname);
    void registerHostNamespaces(); // loaded by initI18n, with the common messages
    // when the answers are already in (the document's, or a fast network) every await below resolves
    // at once and the whole start-up was one task (~160 ms unthrottled, Lighthouse): a task per step
    await yieldToMain();
    // the home page's code comes beside main.js (app/pages.ts): hydrating `/` waits for it
    const onHome = window.location.pathname === '/';
    await Promise.all([
      initI18n(language),
      startPlatform(config),
      onHome ? HomePage.preload() : undefined,
    ]);
    await yieldToMain();
    startSession();
    // a remote's page is hydrated with its code in (routing/lazy-remote-switch.tsx says why)
    if (drawn && servedPage) await loadServedPageCode(servedPage.remote, SERVED_CODE_WAIT_MS);
    await yieldToMain();
    const app = <App queryClient={queryClient} served={drawn ? servedPage : null} />;
    if (drawn) {
      container.setAttribute(EARLY_CLOSED_ATTR, '');
      beginHydration();
      // in a transition, hydration yields to the browser every few ms instead of one long task
      // (the prerendered page is on screen meanwhile; issue 16, TBT)
      startTransition(() => {
        hydrateRoot(container, app, {
          // React then renders the part afresh; e2e/tests/server-render.spec.ts fails on any
          onRecoverableError: (error) => reportError(error, { kind: 'hydration' }),
        });
      });
    } else renderFresh(app);
    registerServiceWorker(!__DEV__); // after load, production only (src/app/service-worker.ts)
  } catch (err) {
    renderFresh(<FatalScreen error={err} />);
  }
}

void start();
