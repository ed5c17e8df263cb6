import './app/global.css';
import { createRoot } from 'react-dom/client';
import {
  initI18n,
  LANGUAGE_STORAGE_KEY,
  loadRuntimeConfig,
  pickLanguage,
  resolveDeviceId,
  safeLocal,
  useAppStore,
  useSessionStore,
} from '@app/shared';
import { App } from './app/app';
import { FatalScreen } from './app/fatal-screen';
import { installGlobalErrorHandlers } from './app/global-errors';
import { createHostQueryClient } from './app/query-client';
import { registerServiceWorker } from './app/service-worker';
import { captureInstallPrompt } from './info/install-prompt';
import { startSession } from './app/start-session';
import { prefetchFirstScreen } from './home/prefetch-first-screen';
import { installNotifier } from './notify/install-notifier';
import { startPlatform } from './platform/start-platform';

async function start(): Promise<void> {
  installGlobalErrorHandlers();
  installNotifier();
  captureInstallPrompt();
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig('/config.json');
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
    prefetchFirstScreen(queryClient, window.location.pathname);
    await Promise.all([initI18n(language), startPlatform(config)]);
    startSession();
    root.render(<App queryClient={queryClient} />);
    registerServiceWorker(!__DEV__); // after load, production only (src/app/service-worker.ts)
  } catch (err) {
    root.render(<FatalScreen error={err} />);
  }
}

void start();
