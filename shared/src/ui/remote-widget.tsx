import {
  Component,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { shell, WidgetUnavailableError } from '@app/shared/federation';
import { reportError } from '@app/shared/telemetry';

/**
 * A lazy component that loads the widget through the shell. One per mount and retry: the shell's
 * loader (the host's federation runtime) caches the module, and a retry after a failure or a new
 * shell installation always asks again.
 */
function lazyWidget(remote: string, expose: string): LazyExoticComponent<ComponentType<object>> {
  return lazy(() =>
    shell.loadWidget<object>(remote, expose).then((loaded) => ({ default: loaded })),
  );
}

interface BoundaryProps {
  fallback: (error: Error, retry: () => void) => ReactNode;
  onError?: (error: Error) => void;
  onRetry: () => void;
  children: ReactNode;
}

class WidgetBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error) {
    this.props.onError?.(error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error
      ? this.props.fallback(this.state.error, this.retry)
      : this.props.children;
  }
}

export interface RemoteWidgetMountProps<P extends object> {
  /** Registry id of the remote that exposes the widget (e.g. `live`). */
  remote: string;
  /** The exposed module (e.g. `./widgets/match-video`). */
  expose: string;
  props: P;
  /** Shown while the widget loads (give it the widget's size: no layout shift). */
  loading?: ReactNode;
  /** Shown when the widget cannot load (remote off, failed) or throws while rendering. */
  fallback?: ReactNode | ((error: Error, retry: () => void) => ReactNode);
  onError?: (error: Error) => void;
}

/**
 * Renders a widget another remote exposes, through the shell's `loadWidget` (no remote imports
 * another). A rejected load or a render error shows `fallback` instead: the page around it keeps
 * working.
 */
export function RemoteWidget<P extends object>({
  remote,
  expose,
  props,
  loading = null,
  fallback = null,
  onError,
}: RemoteWidgetMountProps<P>) {
  const [generation, setGeneration] = useState(0);
  const Widget = useMemo(
    () => lazyWidget(remote, expose),
    // a retry (new generation) loads again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, expose, generation],
  ) as unknown as ComponentType<P>;
  return (
    <WidgetBoundary
      key={`${remote}:${expose}`}
      fallback={(error, retry) =>
        typeof fallback === 'function' ? fallback(error, retry) : fallback
      }
      onError={(error) => {
        // a widget that could not load was reported by the loader; one that threw is reported here
        if (!(error instanceof WidgetUnavailableError))
          reportError(error, { kind: 'boundary', app: remote });
        onError?.(error);
      }}
      onRetry={() => setGeneration((g) => g + 1)}
    >
      <Suspense fallback={loading}>
        <Widget {...props} />
      </Suspense>
    </WidgetBoundary>
  );
}
