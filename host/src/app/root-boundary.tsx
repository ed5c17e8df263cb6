import { Component, type ReactNode } from 'react';
import { FatalScreen } from './fatal-screen';

interface State {
  error: unknown;
  failed: boolean;
}

/** R17: the outermost boundary, for errors outside the router's own (providers, the router itself). */
export class RootBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? (
      <FatalScreen error={this.state.error} phase="runtime" />
    ) : (
      this.props.children
    );
  }
}
