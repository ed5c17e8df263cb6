import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState, MessageState } from '@app/shared/ui';
import type { RegistryRemote } from '@app/shared/federation';
import { wasRedeployed } from '../federation/redeploy-check';
import { loadExposedComponent } from '../federation/remote-loader';
import { useLoadErrors } from '../federation/load-errors';
import { isChunkLoadError, reloadOnce } from '../app/chunk-reload';
import { useCatalog } from '../platform/catalog-store';
import { retryRemote } from '../platform/start-platform';
import { ReleaseEarlyRoute } from '../layout/early-route-view';
import { RemoteBoundary } from './remote-boundary';
import { useServedRoutes } from './served-page';
import { forgetWarmed, warmedExpose } from './warmed-exposes';

const cache = new Map<string, LazyExoticComponent<ComponentType<Record<string, unknown>>>>();

/**
 * One lazy component per exposed module; a failed load is forgotten so the next render loads again.
 * A module loaded ahead of use (warmed-exposes.ts) renders at once, without suspending.
 */
function exposedComponent(remote: RegistryRemote, expose: string, manual: boolean) {
  const warm = manual ? undefined : warmedExpose(remote, expose);
  if (warm) return warm;
  // a Retry's load is its own: it may pass an open circuit breaker, which a mount's automatic load
  // (created by the render that shows "loading" on the button) may not
  const key = `${remote.name}/${expose}${manual ? '#retry' : ''}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() =>
      loadExposedComponent<Record<string, unknown>>(remote, expose, manual).catch(
        (err: unknown) => {
          cache.delete(key);
          throw err;
        },
      ),
    );
    cache.set(key, component);
  }
  return component;
}

const generations = new Map<string, number>();

export interface RemoteMountProps {
  remote: RegistryRemote;
  expose: string;
  props: Record<string, unknown>;
  resetKey: string;
  compact?: boolean;
}

/**
 * Mounts an exposed module of a remote inside an error boundary. Retry forgets the failed entry
 * (force re-register) and imports again, without reloading the page.
 */
export function RemoteMount({
  remote,
  expose,
  props,
  resetKey,
  compact = false,
}: RemoteMountProps) {
  const { t } = useTranslation();
  const [generation, setGeneration] = useState(() => generations.get(remote.name) ?? 0);
  const [retrying, setRetrying] = useState(false);
  // on the server, the remote's server container's module, loaded before the render
  const served = useServedRoutes(remote, expose)?.default as
    ComponentType<Record<string, unknown>> | undefined;
  // a release whose entry does not match its recorded hash (federation/entry-integrity.ts)
  const refused = useLoadErrors((s) =>
    s.errors.some((e) => e.remote === remote.name && e.lifecycle === 'integrity'),
  );
  // built against another major of @app/shared (federation/shared-contract.ts): never imported
  const incompatible = useCatalog((s) => s.remotes[remote.id]?.contract === 'other-major');
  if (incompatible)
    return (
      <div data-remote-fallback={remote.id} data-remote-incompatible>
        <ReleaseEarlyRoute />
        <MessageState
          role="alert"
          title={t('remote.failedTitle')}
          body={compact ? undefined : t('remote.incompatibleBody')}
        />
      </div>
    );
  const Exposed = served ?? exposedComponent(remote, expose, generation > 0);

  const retry = async (reset: () => void) => {
    setRetrying(true);
    forgetWarmed(remote, expose);
    const next = (generations.get(remote.name) ?? 0) + 1;
    generations.set(remote.name, next);
    await retryRemote(remote);
    setRetrying(false);
    setGeneration(next);
    reset();
  };

  return (
    <RemoteBoundary
      resetKey={`${resetKey}#${generation}`}
      onError={(error) => {
        useLoadErrors.getState().record({
          remote: remote.name,
          app: remote.id,
          lifecycle: 'render',
          message: error.message,
          cause: error,
        });
        if (!isChunkLoadError(error)) return;
        const loadedBuild = useCatalog.getState().remotes[remote.id]?.app?.buildId;
        void wasRedeployed(remote, loadedBuild).then((redeployed) => redeployed && reloadOnce());
      }}
      fallback={(error, reset) => (
        <div data-remote-fallback={remote.id} data-remote-refused={refused || undefined}>
          <ReleaseEarlyRoute />
          <MessageState
            role="alert"
            title={t('remote.failedTitle')}
            body={compact ? undefined : t(refused ? 'remote.refusedBody' : 'remote.failedBody')}
            actionLabel={retrying ? t('remote.loading') : t('actions.retry')}
            onAction={() => void retry(reset)}
          >
            {__DEV__ ? <code style={{ fontSize: 12, opacity: 0.7 }}>{error.message}</code> : null}
          </MessageState>
        </div>
      )}
    >
      <Suspense fallback={<LoadingState label={t('remote.loading')} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- one cached component per module (a failed load is dropped from the cache), so its identity holds across renders */}
        <Exposed {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
