// The react-i18next API the remotes use, from the host's one instance (issue 16): a remote imports
// these from `@app/shared/i18n`, so a remote route loads what this names, not the whole package
// (Trans and its HTML parser, the HOCs, SSR helpers: ~3.5 KiB gzip no remote used). A remote that
// needs more adds it here and deploys after the host that exports it (README, "Deploying").
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/shared/rules';

export { useTranslation };

/**
 * The language the page is drawn in, from the i18next instance. A component the document server may
 * draw reads it here rather than from the app store: a store read during a server render or a
 * hydration gives the store's initial state (zustand's server snapshot), not the page's language.
 */
export function useLanguage(): Language {
  return useTranslation().i18n.language as Language;
}
