import { useEffect } from 'react';
import { pageTitleFor } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';

/**
 * Puts the page name before the site title of SPEC §1 ("Help centre | Chiến thắng…") and gives
 * the plain site title back on leaving. It follows the app store's language, which changes right
 * before shared's changeLanguage resets document.title, so this effect runs last and wins.
 */
export function usePageTitle(pageName: string): void {
  const language = useAppStore((s) => s.language);
  useEffect(() => {
    const site = pageTitleFor(language);
    document.title = `${pageName} | ${site}`;
    return () => {
      document.title = site;
    };
  }, [pageName, language]);
}
