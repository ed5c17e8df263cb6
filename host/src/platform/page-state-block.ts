import type { DehydratedState } from '@tanstack/react-query';

/** The data block that holds a server-rendered page's answers (src/server/page-state.ts). */
export const PAGE_STATE_BLOCK_ID = 'page-state';

/** The answers the server drew the page from, or null (no block, or not the shape dehydrate writes). */
export function servedPageState(doc: Document): DehydratedState | null {
  const text = doc.getElementById(PAGE_STATE_BLOCK_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<DehydratedState> | null;
    return value && Array.isArray(value.queries) && Array.isArray(value.mutations)
      ? (value as DehydratedState)
      : null;
  } catch {
    return null;
  }
}
