import { useLayoutEffect } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called when a page says its first content is on screen (useFirstContentShown); returns the unsubscribe. */
export function onFirstContent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * A page whose route has an early painter (early-paint.ts) says here when its own first content is
 * rendered (`shown`: its data, an error or the empty state, not its skeleton). The host then takes the
 * painted markup away in the same commit, before the browser paints, so no skeleton shows in between.
 */
export function useFirstContentShown(shown: boolean): void {
  useLayoutEffect(() => {
    if (shown) for (const listener of [...listeners]) listener();
  }, [shown]);
}
