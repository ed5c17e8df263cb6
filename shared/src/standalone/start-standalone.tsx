import { createRoot } from 'react-dom/client';
import {
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from '@app/shared/client';
import { initI18n } from '@app/shared/i18n';
import { LANGUAGE_STORAGE_KEY, pickLanguage, safeLocal } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import { installPageTelemetry } from '@app/shared/telemetry';
import { StandaloneShell, type StandaloneShellProps } from './standalone-shell';
import { standaloneTelemetryEnv } from './standalone-telemetry';

/** Defaults for a remote run alone: the API sandbox on its fixed port. */
export const STANDALONE_CONFIG: RuntimeConfig = parseRuntimeConfig({
  apiBaseUrl: 'http://127.0.0.1:4000',
  registryUrl: 'http://127.0.0.1:4000/api/platform/registry',
});

/** Boots a remote on its own page (`pnpm --filter remote-x start`), reading `/config.json` if served. */
export async function startStandalone(props: StandaloneShellProps): Promise<void> {
  await loadRuntimeConfig('/config.json').catch(() => setRuntimeConfig(STANDALONE_CONFIG));
  // a remote's QA page reports its errors and vitals as the site does, under the remote's build
  installPageTelemetry(standaloneTelemetryEnv(getRuntimeConfig(), props.manifest));
  document.documentElement.dataset.theme = useAppStore.getState().theme;
  // as the site picks it (host/src/bootstrap.tsx): `?lang=`, the stored choice, the market's, the browser's
  const language = pickLanguage({
    query: new URLSearchParams(window.location.search).get('lang'),
    stored: safeLocal.get(LANGUAGE_STORAGE_KEY),
    market: getRuntimeConfig().market,
    browserLanguages: navigator.languages,
  });
  useAppStore.getState().setLanguage(language);
  await initI18n(language);
  const container = document.getElementById('app');
  if (container) createRoot(container).render(<StandaloneShell {...props} />);
}
