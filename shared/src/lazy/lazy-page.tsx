import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState, MessageState } from '@app/shared/ui';
import { whenVisitorActs } from './when-visitor-acts';

/** A page whose code is a chunk of its own, loaded when it is first shown (or preloaded on intent). */
export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  /** Starts the download (a link's hover, focus or touch); settles when it has loaded or failed. */
  preload: () => Promise<void>;
}

type LoadState<P> = { page: ComponentType<P> } | { failed: true } | { loading: true };

/**
 * Issue 16: a remote's first route carries only the page it shows; its other pages come as chunks
 * when opened. One load per page on the page: a failed load is forgotten so Retry asks again, and a
 * page already loaded renders at once (no loading flash after a preload). Only the load is caught
 * here: a page that throws while rendering reaches the remote's own error boundary.
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
        () => live && setState({ failed: true }),
      );
      return () => {
        live = false;
      };
    }, [loading]);
    if ('page' in state) return <state.page {...props} />;
    if ('failed' in state)
      return (
        <MessageState
          role="alert"
          title={t('remote.failedTitle')}
          body={t('remote.failedBody')}
          actionLabel={t('actions.retry')}
          onAction={() => setState({ loading: true })}
        />
      );
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

type Preloadable = { preload: () => Promise<void> };

/** Handlers that preload a page when the visitor points at, focuses or touches its link. */
export function preloadOnIntent(page: Preloadable | undefined) {
  if (!page) return {};
  const start = () => void page.preload();
  return { onPointerEnter: start, onFocus: start, onTouchStart: start };
}

/**
 * The same for a container of many links to one page (a list's rows): one set of bubbling handlers,
 * which preload when the event comes from inside a link.
 */
export function preloadOnLinkIntent(page: Preloadable) {
  const start = (event: { target: EventTarget | null }) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) void page.preload();
  };
  return { onPointerOver: start, onFocus: start, onTouchStart: start };
}

/**
 * Preloads the pages a visitor is likely to open next from the page that calls it, at their first
 * touch, key or pointer movement (whenVisitorActs): a thumb scrolling the match list fetches the
 * match page before the tap, and a visitor who only looks downloads none of it.
 */
export function usePreloadWhenVisitorActs(...pages: Preloadable[]): void {
  const [first] = useState(pages);
  useEffect(() => whenVisitorActs(() => first.forEach((page) => void page.preload())), [first]);
}
