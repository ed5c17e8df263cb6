import { startTransition, useEffect, useState } from 'react';

/** The theme of the prerendered HTML; the inline theme script switches the page's colours before paint. */
export const PRERENDER_THEME = 'dark';

// true on the server (the prerender) and while the browser hydrates what it rendered
let prerendered = typeof window === 'undefined';

/** Called right before rendering the prerendered page (renderShell) or hydrating it (bootstrap). */
export function beginHydration(): void {
  prerendered = true;
}

/** True while React draws markup on the server or hydrates it (for a part's first state only). */
export function drawingServerMarkup(): boolean {
  return prerendered;
}

/**
 * True while React renders the prerendered HTML on the server or hydrates it in the browser, false
 * afterwards. Parts that depend on what only the browser knows (the stored session, cached answers,
 * the catalog) show their prerendered form while it is true, so hydration finds the same markup it
 * was given (issue 16). They switch to their client form in a transition: rendering the real
 * content is the page's biggest piece of work, and a transition lets the browser breathe during it
 * (it was one ~100 ms task at CPU 4x). Parts mounted later render their client form at once.
 * The first effect ends the prerendered state, so users must hydrate with the root: not inside a
 * Suspense boundary (those hydrate later and would render their client form against the HTML).
 */
export function useHydrating(): boolean {
  const [hydrating, setHydrating] = useState(() => prerendered);
  useEffect(() => {
    prerendered = false;
    if (hydrating) startTransition(() => setHydrating(false));
  }, [hydrating]);
  return hydrating;
}
