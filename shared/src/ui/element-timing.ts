/**
 * Element Timing marker of a page's real content (the bench, e2e/scripts/bench-first-screen.mjs, reads
 * when each named element painted). React passes only the lower-case attribute through.
 */
export const elementTiming = (name: string | undefined): Record<string, string> | undefined =>
  name ? { elementtiming: name } : undefined;
