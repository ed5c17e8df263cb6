import type { ComponentType } from 'react';
import type { RegistryRemote } from '@app/shared/federation';
import { breakerFor } from './breakers';
import { CircuitOpenError } from './circuit-breaker';
import { federationRuntime } from './federation-runtime';
import { useCatalog } from '../platform/catalog-store';

export { configureBreakers } from './breakers';

export class RemoteContractError extends Error {
  override name = 'RemoteContractError';
}

/**
 * How long a page waits for a remote's messages (its `ready` export) before it renders anyway: keys
 * for a moment beat a page that never comes when a messages file hangs.
 */
export const READY_CAP_MS = 4000;

/** Resolves when `ready` settles (either way) or after the cap, whichever comes first. */
function settled(ready: unknown, capMs: number): Promise<void> {
  if (!(ready instanceof Promise)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, capMs);
    ready
      .then(
        () => resolve(),
        () => resolve(),
      )
      .finally(() => clearTimeout(timer));
  });
}

function isComponent(value: unknown): boolean {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

/**
 * Loads `./<expose>` of a remote and checks that it exports a component as default. A module may also
 * export `ready` (a promise: its messages loading, RemoteModule in @app/shared/federation); the
 * component is handed over once it settles, so the first frame shows words, never message keys.
 */
export async function loadExposedComponent<P>(
  remote: RegistryRemote,
  expose: string,
  manual = false,
): Promise<{ default: ComponentType<P> }> {
  // a remote built against another major of @app/shared never runs here (shared-contract.ts)
  if (useCatalog.getState().remotes[remote.id]?.contract === 'other-major')
    throw new RemoteContractError(`Remote ${remote.name} needs another major of @app/shared`);
  const breaker = breakerFor(remote.name);
  if (!breaker.canAttempt(manual)) throw new CircuitOpenError(remote.name);
  try {
    const runtime = await federationRuntime();
    const mod = await runtime.loadRemote<{ default?: unknown; ready?: unknown }>(
      `${remote.name}/${expose}`,
    );
    if (!mod || !isComponent(mod.default)) {
      throw new RemoteContractError(
        `Remote ${remote.name} does not export a component from ./${expose}`,
      );
    }
    breaker.success();
    await settled(mod.ready, READY_CAP_MS);
    return mod as { default: ComponentType<P> };
  } catch (err) {
    breaker.failure();
    throw err;
  }
}
