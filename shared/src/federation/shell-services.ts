/**
 * Shell services: what a remote may ask of the page it is mounted in, without importing the host.
 * The host installs the real implementation at start-up (as it does the notifier); a standalone
 * remote installs a minimal one. Before anything is installed every call is a safe no-op, so a
 * remote rendered in a test or a half-started page never throws.
 */
import type { ComponentType } from 'react';

export interface OpenLoginOptions {
  /** Same-origin path to return to after login (defaults to the current page). */
  redirect?: string;
  /** Which page of the login dialog to open. */
  page?: 'login' | 'phone' | 'register';
}

/** Why a remote's widget could not be loaded (no shell, remote unknown or disabled, load failed). */
export class WidgetUnavailableError extends Error {
  override name = 'WidgetUnavailableError';
  constructor(
    readonly remoteId: string,
    readonly expose: string,
    readonly reason: 'no-shell' | 'standalone' | 'unknown-remote' | 'disabled' | 'load-failed',
    options?: { cause?: unknown },
  ) {
    super(`Widget ${expose} of remote ${remoteId} is unavailable (${reason})`, options);
  }
}

/**
 * Loads a component another remote exposes (e.g. `('live', './widgets/match-video')`), so one remote
 * renders another's widget without importing it. `P` types the props the caller passes.
 */
export type WidgetLoader = <P extends object>(
  remoteId: string,
  expose: string,
) => Promise<ComponentType<P>>;

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
  /** Loads another remote's exposed widget; rejects with WidgetUnavailableError when it cannot. */
  loadWidget?: WidgetLoader;
}

const noShellWidget: WidgetLoader = (remoteId, expose) =>
  Promise.reject(new WidgetUnavailableError(remoteId, expose, 'no-shell'));

const noop: ShellServices = {
  openLogin: () => undefined,
  logout: async () => undefined,
  refreshProfile: async () => undefined,
  refreshBalance: async () => null,
  navigate: (to) => {
    if (typeof window !== 'undefined') window.history.pushState(null, '', to);
  },
  loadWidget: noShellWidget,
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
export const shell: Required<ShellServices> = {
  openLogin: (options) => current.openLogin(options),
  logout: () => current.logout(),
  refreshProfile: () => current.refreshProfile(),
  refreshBalance: () => current.refreshBalance(),
  navigate: (to) => current.navigate(to),
  loadWidget: (remoteId, expose) => (current.loadWidget ?? noShellWidget)(remoteId, expose),
};
