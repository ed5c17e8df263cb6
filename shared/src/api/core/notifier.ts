/**
 * UI effects of the error catalogue (SPEC §8) go through this interface, so the API client has no React
 * dependency. The host installs a real implementation at start-up.
 */
export interface Notifier {
  toast(kind: 'error' | 'success' | 'info', message: string): void;
  alert(options: { title: string; message: string; button: string }): Promise<void>;
  confirm(options: {
    title: string;
    message: string;
    ok: string;
    cancel: string;
  }): Promise<boolean>;
}

const silentNotifier: Notifier = {
  toast: () => undefined,
  alert: async () => undefined,
  confirm: async () => true,
};

let current: Notifier = silentNotifier;

export function setNotifier(notifier: Notifier): void {
  current = notifier;
}

export function getNotifier(): Notifier {
  return current;
}
