import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { initI18n } from '@app/shared/i18n';
import type { Language } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import { registerHostNamespaces } from '../app/messages/host-messages';
import { HomePage } from '../app/pages';
import { setRenderedLocation, type PageLocation } from '../platform/page-location';

/** Sets the app's singletons for one render (or one load of answers) in `language`. */
export async function prepareRender(
  config: unknown,
  language: string,
  page: PageLocation = { origin: 'http://localhost', hostname: 'localhost' },
): Promise<void> {
  setRuntimeConfig(parseRuntimeConfig(config));
  setRenderedLocation(page);
  useAppStore.getState().setLanguage(language as Language);
  void registerHostNamespaces();
  // a chunk of its own in the browser (app/pages.ts): rendered here with its markup, not a loading state
  await Promise.all([initI18n(language as Language), HomePage.preload()]);
}
