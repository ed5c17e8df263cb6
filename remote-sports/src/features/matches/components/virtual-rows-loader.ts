import { useEffect, useSyncExternalStore } from 'react';
import { whenVisitorActs } from '@app/shared/lazy';
import type * as VirtualRowsChunk from './virtual-rows';

type VirtualRowsModule = typeof VirtualRowsChunk;
type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'loaded'; module: VirtualRowsModule }
  | { kind: 'failed' };

// The virtualizer (@tanstack/react-virtual, 10 KiB gzip) is not part of the sportsbook's first route
// (issue 16): the first screen's rows need none of it, and it loads at the visitor's first touch,
// key, pointer movement or scroll, before a second screen of rows is asked for.
let state: State = { kind: 'idle' };
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Loads the virtual list once; resolves when it is there or has failed. */
export function loadVirtualRows(): Promise<void> {
  if (state.kind !== 'idle') return pending ?? Promise.resolve();
  set({ kind: 'loading' });
  pending = import(/* webpackChunkName: "match-virtual-rows" */ './virtual-rows').then(
    (module) => set({ kind: 'loaded', module }),
    () => set({ kind: 'failed' }),
  );
  return pending;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The virtual list once loaded; until then null, and `failed` when it could not be (the list then
 * renders every row). Starts the load at the visitor's first act or the page's first scroll.
 */
export function useVirtualRows(): {
  VirtualRows: VirtualRowsModule['VirtualRows'] | null;
  failed: boolean;
} {
  const current = useSyncExternalStore(subscribe, () => state);
  const waiting = current.kind === 'idle';
  useEffect(() => {
    if (!waiting) return undefined;
    const load = () => void loadVirtualRows();
    const stopActs = whenVisitorActs(load);
    // a scroll the visitor's events did not start (restored, or a link to a row further down)
    window.addEventListener('scroll', load, { once: true, passive: true });
    return () => {
      stopActs();
      window.removeEventListener('scroll', load);
    };
  }, [waiting]);
  return {
    VirtualRows: current.kind === 'loaded' ? current.module.VirtualRows : null,
    failed: current.kind === 'failed',
  };
}
