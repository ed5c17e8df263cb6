/**
 * Shell services: what a remote may ask of the page it is mounted in, without importing the host.
 * The host installs the real implementation at start-up (as it does the notifier); a standalone
 * remote installs a minimal one. Before anything is installed every call is a safe no-op, so a
 * remote rendered in a test or a half-started page never throws.
 */
export interface OpenLoginOptions {
  /** Same-origin path to return to after login (defaults to the current page). */
  redirect?: string;
  /** Which page of the login dialog to open. */
  page?: 'login' | 'phone' | 'register';
}

export interface ShellServices {
  /** Opens the site's login dialog; after login the member lands on `redirect` (or stays here). */
  openLogin(options?: OpenLoginOptions): void;
  /** SPEC §4 logout: server call, local data cleared, root, reload. */
  logout(): Promise<void>;
  /** Reloads user info and balance into the session store. */
  refreshProfile(): Promise<void>;
  /** Reloads the wallet balance (memberWallet) into the session store; null when it failed. */
  refreshBalance(): Promise<number | null>;
  /** Navigates inside the site (the host's router), e.g. from a remote to another remote's page. */
  navigate(to: string): void;
}

const noop: ShellServices = {
  openLogin: () => undefined,
  logout: async () => undefined,
  refreshProfile: async () => undefined,
  refreshBalance: async () => null,
  navigate: (to) => {
    if (typeof window !== 'undefined') window.history.pushState(null, '', to);
  },
};

let current: ShellServices = noop;

/** Installed once by the host (or a standalone shell); returns the uninstaller. */
export function setShellServices(services: ShellServices): () => void {
  current = services;
  return () => {
    if (current === services) current = noop;
  };
}

/** The installed services (a stable facade: remotes may keep the reference). */
export const shell: ShellServices = {
  openLogin: (options) => current.openLogin(options),
  logout: () => current.logout(),
  refreshProfile: () => current.refreshProfile(),
  refreshBalance: () => current.refreshBalance(),
  navigate: (to) => current.navigate(to),
};
