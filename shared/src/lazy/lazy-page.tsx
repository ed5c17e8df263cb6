import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { LoadingState } from '@app/shared/ui';
import { isChunkLoadError } from './chunk-error';
import { LoadFailed } from './load-failed';

/** A page whose code is a chunk of its own, loaded when it is first shown (or preloaded on intent). */
export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  /** Starts the download (a link's hover, focus or touch); settles when it has loaded or failed. */
  preload: () => Promise<void>;
}

type LoadState<P> = { page: ComponentType<P> } | { failed: unknown } | { loading: true };

/**
 * Issue 16: a remote's first route carries only the page it shows; its other pages come as chunks
 * when opened. One load per page on the page: a failed load is forgotten so Retry asks again, and a
 * page already loaded renders at once (no loading flash after a preload). A page that throws while
 * rendering, and a chunk that fails to load, reach the remote's error boundary; any other failure of
 * the load is shown here with Retry.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchPage = () => {
    pending ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function Page(props: P): ReactElement {
    const { t } = useTranslation();
    const [state, setState] = useState<LoadState<P>>(() =>
      loaded ? { page: loaded } : { loading: true },
    );
    const loading = 'loading' in state;
    useEffect(() => {
      if (!loading) return;
      let live = true;
      fetchPage().then(
        (page) => live && setState({ page }),
        (error: unknown) => live && setState({ failed: error }),
      );
      return () => {
        live = false;
      };
    }, [loading]);
    if ('page' in state) return <state.page {...props} />;
    if ('failed' in state) {
      // a chunk that does not load goes to the remote's error boundary, as the remote's own chunks
      // do: the host reloads the page once when the remote was redeployed meanwhile (its chunks'
      // names changed), and otherwise shows its fallback with Retry, which loads again
      if (isChunkLoadError(state.failed)) throw state.failed;
      return <LoadFailed onRetry={() => setState({ loading: true })} />;
    }
    return <LoadingState label={t('remote.loading')} />;
  }

  return Object.assign(Page, {
    preload: () =>
      fetchPage().then(
        () => undefined,
        () => undefined,
      ),
  });
}
