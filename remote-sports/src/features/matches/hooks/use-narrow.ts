import { useSyncExternalStore } from 'react';
import { NARROW_QUERY } from '../lib/narrow-query';

export { NARROW_QUERY };

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
