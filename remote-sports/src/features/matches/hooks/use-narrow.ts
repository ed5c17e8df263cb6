import { useSyncExternalStore } from 'react';

/** The phone layout of the list (match-row.module.css stacks a row and shows one market column). */
export const NARROW_QUERY = '(max-width: 719px)';

let list: MediaQueryList | null = null;
/** One MediaQueryList for every row and render (the bench's profile showed matchMedia per render). */
const media = () => {
  if (!list && typeof window.matchMedia === 'function') list = window.matchMedia(NARROW_QUERY);
  return list;
};

function subscribe(onChange: () => void): () => void {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
}

/** True while the screen is phone-wide; follows rotation and resizing. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}
