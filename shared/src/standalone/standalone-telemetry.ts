import type { RuntimeConfig } from '@app/shared/client';
import { useAppStore, useSessionStore } from '@app/shared/store';
import { foldPath, telemetryEndpoint, type TelemetryEnv } from '@app/shared/telemetry';
import type { StandaloneShellProps } from './standalone-shell';

/**
 * The reporter's view of a remote run alone: its own build is the page's release, and every path
 * is the remote's (its route's pattern when one of its routes owns the path).
 */
export function standaloneTelemetryEnv(
  config: RuntimeConfig,
  manifest: StandaloneShellProps['manifest'],
): TelemetryEnv {
  return {
    endpoint: telemetryEndpoint(config.apiBaseUrl),
    market: config.market,
    builds: () => ({ [manifest.id]: __BUILD_ID__ }),
    where: (path) => {
      const lower = path.toLowerCase();
      const owner = manifest.routes.find((r) => {
        const base = r.path.toLowerCase();
        return lower === base || lower.startsWith(`${base}/`);
      });
      return { app: manifest.id, route: owner ? owner.path : foldPath(path) };
    },
    language: () => useAppStore.getState().language,
    userName: () => useSessionStore.getState().username,
  };
}
