import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { i18n } from '@app/shared/i18n';
import { registerHostNamespaces } from '../app/messages/host-messages';
import { loadSessionMessages } from './session-i18n';

/** English i18n with the host's namespaces (host, home) as start-up leaves it, and the forms' words. */
export async function setupI18n(): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      resources: {},
      partialBundledLanguages: true,
      // as the app: bundles are keyed 'zh-cn'
      lowerCaseLng: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  await registerHostNamespaces();
  await loadSessionMessages();
}

/** Where the router currently is (read after navigation). */
export interface RouterProbe {
  pathname: string;
  search: string;
}

function Probe({ into }: { into: RouterProbe }) {
  const { pathname, search } = useLocation();
  // the test reads where the router is after each render
  useLayoutEffect(() => {
    Object.assign(into, { pathname, search });
  });
  return null;
}

/** Renders `ui` at `path` inside a memory router; `router` follows the current location. */
export function renderAt(ui: ReactElement, path = '/') {
  const router: RouterProbe = { pathname: '', search: '' };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Probe into={router} />
    </MemoryRouter>,
  );
  return { router, ...view };
}
