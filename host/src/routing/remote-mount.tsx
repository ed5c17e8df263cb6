import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState, MessageState, type RegistryRemote } from '@app/shared';
import { loadExposedComponent } from '../federation/remote-loader';
import { useLoadErrors } from '../federation/load-errors';
import { isChunkLoadError, reloadOnce } from '../app/chunk-reload';
import { retryRemote } from '../platform/start-platform';
import { RemoteBoundary } from './remote-boundary';

const cache = new Map<string, LazyExoticComponent<ComponentType<Record<string, unknown>>>>();

function lazyExpose(remote: RegistryRemote, expose: string, generation: number) {
  const key = `${remote.name}/${expose}#${generation}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadExposedComponent<Record<string, unknown>>(remote, expose, generation > 0));
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
export function RemoteMount({ remote, expose, props, resetKey, compact = false }: RemoteMountProps) {
  const { t } = useTranslation();
  const [generation, setGeneration] = useState(() => generations.get(remote.name) ?? 0);
  const [retrying, setRetrying] = useState(false);
  const Exposed = lazyExpose(remote, expose, generation);

  const retry = async (reset: () => void) => {
    setRetrying(true);
    await retryRemote(remote);
    const next = (generations.get(remote.name) ?? 0) + 1;
    generations.set(remote.name, next);
    setRetrying(false);
    setGeneration(next);
    reset();
  };

  return (
    <RemoteBoundary
      resetKey={`${resetKey}#${generation}`}
      onError={(error) => {
        useLoadErrors.getState().record({ remote: remote.name, lifecycle: 'render', message: error.message });
        if (isChunkLoadError(error)) reloadOnce();
      }}
      fallback={(error, reset) => (
        <div data-remote-fallback={remote.id}>
          <MessageState
            role="alert"
            title={t('remote.failedTitle')}
            body={compact ? undefined : t('remote.failedBody')}
            actionLabel={retrying ? t('remote.loading') : t('actions.retry')}
            onAction={() => void retry(reset)}
          >
            {__DEV__ ? <code style={{ fontSize: 12, opacity: 0.7 }}>{error.message}</code> : null}
          </MessageState>
        </div>
      )}
    >
      <Suspense fallback={<LoadingState label={t('remote.loading')} />}>
        <Exposed {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
