import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { shell } from '../federation/shell-services';

type Lazy = LazyExoticComponent<ComponentType<object>>;
const cache = new Map<string, Lazy>();

/** One lazy component per widget; a failed load is forgotten so a retry loads again. */
function lazyWidget(remote: string, expose: string): Lazy {
  const key = `${remote}:${expose}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() =>
      shell.loadWidget<object>(remote, expose).then(
        (loaded) => ({ default: loaded }),
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
  const Widget = lazyWidget(remote, expose) as unknown as ComponentType<P>;
  return (
    <WidgetBoundary
      key={`${remote}:${expose}`}
      fallback={(error, retry) =>
        typeof fallback === 'function' ? fallback(error, retry) : fallback
      }
      onError={onError}
      onRetry={() => setGeneration((g) => g + 1)}
    >
      <Suspense key={generation} fallback={loading}>
        <Widget {...props} />
      </Suspense>
    </WidgetBoundary>
  );
}
