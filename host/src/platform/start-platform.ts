import { safeSession } from '@app/shared/rules';
import type { RegistryRemote } from '@app/shared/federation';
import type { RuntimeConfig } from '@app/shared/client';
import { forceReregister, registerEnabledRemotes } from '../federation/remote-registration';
import { applyOverrides, resolveOverrides, type Overrides } from '../federation/override';
import { allowedRemoteOrigins, refuseForeignRemotes } from '../federation/remote-origins';
import { onFederationReady } from '../federation/federation-runtime';
import { trustEntries } from '../federation/entry-integrity';
import { useLoadErrors } from '../federation/load-errors';
import {
  providedSharedVersion,
  sharedContract,
  type SharedContract,
} from '../federation/shared-contract';
import { fetchAppManifest } from './app-manifest';
import { useCatalog } from './catalog-store';
import { loadRegistry } from './registry';

const OVERRIDE_KEY = 'mfOverride';
let timeoutMs = 6000;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A remote built against another `@app/shared` than this host's: the status page and the console say so. */
function reportContract(remote: RegistryRemote, built: string, contract: SharedContract): void {
  const message =
    `built against @app/shared ${built}; this host provides ${providedSharedVersion()}: ` +
    (contract === 'other-major'
      ? 'another major version, so it is not mounted'
      : 'it runs, but what shared added since is missing');
  useLoadErrors.getState().record({
    remote: remote.name,
    app: remote.id,
    lifecycle: 'sharedVersion',
    message,
  });
  (contract === 'other-major' ? console.error : console.warn)(`[platform] ${remote.id} ${message}`);
}

/** Loads one remote's route manifest into the catalog. */
export async function refreshRemote(remote: RegistryRemote): Promise<void> {
  const { setRemote, remotes } = useCatalog.getState();
  // a remote already mounted keeps its routes while its manifest is re-read
  if (remotes[remote.id]?.status !== 'ready')
    setRemote(remote.id, { status: 'loading', error: undefined });
  try {
    const app = await fetchAppManifest(remote, timeoutMs);
    const contract = sharedContract(app.sharedVersion);
    if (contract !== 'ok') reportContract(remote, app.sharedVersion, contract);
    setRemote(remote.id, { status: 'ready', app, contract });
  } catch (err) {
    useLoadErrors.getState().record({
      remote: remote.name,
      app: remote.id,
      lifecycle: 'appManifest',
      message: describe(err),
      cause: err,
    });
    setRemote(remote.id, { status: 'failed', error: describe(err) });
  }
}

/** Retry from a fallback: forget the runtime's failed entry, then reload the route manifest. */
export async function retryRemote(remote: RegistryRemote): Promise<void> {
  forceReregister(remote);
  await refreshRemote(remote);
}

/**
 * Start-up of the federation platform: runtime plugin, registry (with QA overrides), registration of the
 * enabled remotes, and their route manifests in the background (the layout never waits for a remote).
 */
export async function startPlatform(config: RuntimeConfig): Promise<void> {
  const load = config.remoteLoad;
  timeoutMs = load.manifestTimeoutMs;
  onFederationReady((runtime) =>
    runtime.configureLoads({
      ...load,
      onError: (remote, lifecycle, error) =>
        useLoadErrors
          .getState()
          .record({ remote, lifecycle, message: describe(error), cause: error }),
    }),
  );

  const overrides = resolveOverrides({
    search: window.location.search,
    mode: config.mode,
    allowedOrigins: config.overrideOrigins,
    stored: safeSession.getJSON<Overrides>(OVERRIDE_KEY),
  });
  safeSession.setJSON(OVERRIDE_KEY, overrides);

  const { registry: raw, source } = await loadRegistry(
    config.registryUrl,
    '/registry.json',
    timeoutMs,
  );
  const { registry, refused } = refuseForeignRemotes(
    applyOverrides(raw, overrides),
    allowedRemoteOrigins(config, window.location.origin),
  );
  for (const remote of refused) {
    useLoadErrors.getState().record({
      remote: remote.name,
      app: remote.id,
      lifecycle: 'registry',
      message: `Refused: ${remote.manifest} is not on an allowed origin (config remoteOrigins)`,
    });
  }
  useCatalog.getState().setRegistry(registry, source);
  trustEntries(registry.remotes);
  registerEnabledRemotes(registry.remotes);
  for (const remote of registry.remotes) if (remote.enabled) void refreshRemote(remote);
}
