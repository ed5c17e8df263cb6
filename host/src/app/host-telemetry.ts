import type { RuntimeConfig } from '@app/shared/client';
import { useAppStore, useSessionStore } from '@app/shared/store';
import {
  foldPath,
  installPageTelemetry,
  telemetryEndpoint,
  type TelemetryEnv,
} from '@app/shared/telemetry';
import { useCatalog } from '../platform/catalog-store';
import { matchRemoteRoute } from '../routing/match-remote-route';

/** The release on the page: the host's build and each remote's whose manifest was read. */
export function pageBuilds(): Record<string, string> {
  const builds: Record<string, string> = { host: __BUILD_ID__ };
  for (const state of Object.values(useCatalog.getState().remotes))
    if (state.app?.buildId) builds[state.remote.id] = state.app.buildId;
  return builds;
}

/** The app that draws a path (the remote owning it, else the host) and its route pattern. */
export function whereIs(path: string): { app: string; route: string } {
  const match = matchRemoteRoute(path, Object.values(useCatalog.getState().remotes));
  if (match.kind === 'route') return { app: match.remote.id, route: match.entry.path };
  if (match.kind === 'none') return { app: 'host', route: foldPath(path) };
  return { app: match.remote.id, route: foldPath(path) };
}

export function hostTelemetryEnv(config: RuntimeConfig): TelemetryEnv {
  return {
    endpoint: telemetryEndpoint(config.apiBaseUrl),
    market: config.market,
    builds: pageBuilds,
    where: whereIs,
    language: () => useAppStore.getState().language,
    userName: () => useSessionStore.getState().username,
  };
}

/** The page's error reporter with the host's view of the page (its catalog's remotes). */
export function installHostTelemetry(config: RuntimeConfig, win: Window = window): void {
  installPageTelemetry(hostTelemetryEnv(config), win);
}
