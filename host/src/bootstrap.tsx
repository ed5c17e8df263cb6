import './app/global.css';
import { createRoot } from 'react-dom/client';
import { initI18n, loadRuntimeConfig, useAppStore, type Language } from '@app/shared';
import { App } from './app/app';
import { FatalScreen } from './app/fatal-screen';
import { installGlobalErrorHandlers } from './app/global-errors';
import { startSession } from './app/start-session';
import { startPlatform } from './platform/start-platform';

function initialLanguage(market: string): Language {
  const query = new URLSearchParams(window.location.search).get('lang');
  if (query === 'en' || query === 'vi' || query === 'zh-cn') return query;
  return market === 'vietnam' ? 'vi' : 'en';
}

async function start(): Promise<void> {
  installGlobalErrorHandlers();
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig('/config.json');
    document.documentElement.dataset.theme = useAppStore.getState().theme;
    await Promise.all([initI18n(initialLanguage(config.market)), startPlatform(config)]);
    startSession();
    root.render(<App />);
  } catch (err) {
    root.render(<FatalScreen error={err} />);
  }
}

void start();
