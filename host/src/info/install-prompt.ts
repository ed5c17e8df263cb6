import { useSyncExternalStore } from 'react';

/** The browser's install offer (Chromium's beforeinstallprompt; not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'unsupported' | 'available' | 'installed';

let offer: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/**
 * Keeps the browser's install offer for the AppDownload page. Called at start-up, since the
 * browser may make the offer before the member opens that page.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: the page offers it where the member expects it
    offer = event as InstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    notify();
  });
}

function state(): InstallState {
  if (installed) return 'installed';
  return offer ? 'available' : 'unsupported';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; the offer is used once whatever the answer. */
export async function promptInstall(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  await current.prompt();
  const choice = await current.userChoice;
  if (choice.outcome === 'accepted') installed = true;
  notify();
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, state, state);
}

/** For tests: forgets any offer. */
export function resetInstallPrompt(): void {
  offer = null;
  installed = false;
  notify();
}
