import { useSyncExternalStore } from 'react';

/** The theme of the prerendered HTML; the inline theme script switches the page's colours before paint. */
export const PRERENDER_THEME = 'dark';

const noSubscription = () => () => undefined;

/**
 * True while React renders the prerendered HTML on the server or hydrates it in the browser, false
 * afterwards (React re-renders once with the client value). Parts that depend on what only the
 * browser knows (the stored session, cached answers, the catalog) show their prerendered form while
 * it is true, so hydration finds the same markup it was given (issue 16).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
