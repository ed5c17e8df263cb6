import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RemoteBoundaryProps {
  /** Changing it (e.g. the path) clears a caught error. */
  resetKey: string;
  fallback: (error: Error, reset: () => void) => ReactNode;
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: string;
}

/** Layer two of remote resilience: one remote's render or load error stays inside its slot. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: RemoteBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  reset = (): void => this.setState({ error: null });

  override render() {
    return this.state.error
      ? this.props.fallback(this.state.error, this.reset)
      : this.props.children;
  }
}
