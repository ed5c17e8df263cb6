/**
 * The route markup a remote's early painter put into the prerendered layout (boot/early-route-paint.ts),
 * held on screen while the app and the remote load: the layout shows it in place of its route outlet
 * (layout/early-route-view.tsx) until the page says its own first content is rendered
 * (`useFirstContentShown`), the page shows something else (an error, a redirect, maintenance), the
 * visitor goes elsewhere, or HOLD_MS have passed — a painted page is never left standing for good.
 */
import { useSyncExternalStore } from 'react';
import { onFirstContent } from '@app/shared/federation';
import { EARLY_ROUTE_ATTR } from '../boot/early-paint-marks';

const HOLD_MS = 10_000;

let held: HTMLElement | null = null;
let stopListening: (() => void) | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const subscribers = new Set<() => void>();
const notify = () => subscribers.forEach((s) => s());

/** Holds the container's route slot when the early painter filled it; returns whether it did. */
export function holdEarlyRoute(container: ParentNode, holdMs = HOLD_MS): boolean {
  const slot = container.querySelector<HTMLElement>(`[${EARLY_ROUTE_ATTR}]`);
  if (!slot || slot.childElementCount === 0) return false;
  releaseEarlyRoute();
  held = slot;
  stopListening = onFirstContent(releaseEarlyRoute);
  timer = setTimeout(releaseEarlyRoute, holdMs);
  notify();
  return true;
}

export function releaseEarlyRoute(): void {
  if (!held) return;
  held = null;
  stopListening?.();
  stopListening = null;
  clearTimeout(timer);
  notify();
}

const subscribe = (listener: () => void) => {
  subscribers.add(listener);
  return () => {
    subscribers.delete(listener);
  };
};

/** The held slot, or null once it was released. */
export function useHeldEarlyRoute(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => held,
    () => null,
  );
}
