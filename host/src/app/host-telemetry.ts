import { observeApiFailures, type ApiError, type RuntimeConfig } from '@app/shared/client';
import { useAppStore, useSessionStore } from '@app/shared/store';
import {
  installTelemetry,
  reportError,
  startTelemetry,
  type TelemetryEnv,
} from '@app/shared/telemetry';
import { useCatalog } from '../platform/catalog-store';
import { matchRemoteRoute } from '../routing/match-remote-route';
import { whenPageIdle } from './when-page-idle';

/** The sandbox's collector (api-sandbox/src/routes/telemetry.ts). */
export const TELEMETRY_PATH = '/api/platform/telemetry';

/** `/electronic/12` → `/electronic/:id`: a route, not a member's page (`/520model` stays). */
export function foldPath(path: string): string {
  return (
    path
      .split('/')
      .map((part) => (/^\d+$/.test(part) || (part.length >= 16 && /\d/.test(part)) ? ':id' : part))
      .join('/')
      .slice(0, 200) || '/'
  );
}

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
    endpoint: `${config.apiBaseUrl.replace(/\/+$/, '')}${TELEMETRY_PATH}`,
    market: config.market,
    builds: pageBuilds,
    where: whereIs,
    language: () => useAppStore.getState().language,
    userName: () => useSessionStore.getState().username,
  };
}

/** A failed call as a report: what failed (status or schema) and where, with the server's id. */
export function reportApiFailure(error: ApiError, call: string): void {
  reportError(
    { name: 'ApiError', message: `${error.message} (${call})`, stack: error.stack },
    { kind: error.kind === 'malformed' ? 'parse' : 'http', requestId: error.requestId },
  );
}

/**
 * Issue 48: the page's error reporter, installed at start-up (uncaught errors, rejections, failed
 * calls); its sending code and web-vitals load once the page is idle after its first screen.
 */
export function installHostTelemetry(config: RuntimeConfig, win: Window = window): void {
  installTelemetry(hostTelemetryEnv(config), win);
  observeApiFailures(reportApiFailure);
  whenPageIdle(() => void startTelemetry(), win);
}
