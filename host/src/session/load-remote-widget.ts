import type { ComponentType } from 'react';
import { WidgetUnavailableError } from '@app/shared/federation';
import { useLoadErrors } from '../federation/load-errors';
import { useCatalog } from '../platform/catalog-store';

/**
 * The host's `loadWidget` shell service: finds the remote in the registry (with QA overrides
 * applied) and loads the exposed module through the same loader as pages (circuit breaker, contract
 * check). A remote unknown to the registry or disabled there is never fetched: the call rejects.
 */
export async function loadRemoteWidget<P extends object>(
  remoteId: string,
  expose: string,
): Promise<ComponentType<P>> {
  const entry = useCatalog.getState().remotes[remoteId];
  if (!entry) throw new WidgetUnavailableError(remoteId, expose, 'unknown-remote');
  if (!entry.remote.enabled) throw new WidgetUnavailableError(remoteId, expose, 'disabled');
  try {
    // with the federation runtime: main.js carries no remote-loading code (issue 16)
    const { loadExposedComponent } = await import(
      /* webpackChunkName: "federation" */ '../federation/remote-loader'
    );
    const mod = await loadExposedComponent<P>(entry.remote, expose.replace(/^\.\//, ''));
    return mod.default;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    useLoadErrors.getState().record({
      remote: entry.remote.name,
      app: entry.remote.id,
      lifecycle: 'widget',
      message,
      cause: err,
    });
    throw new WidgetUnavailableError(remoteId, expose, 'load-failed', { cause: err });
  }
}
