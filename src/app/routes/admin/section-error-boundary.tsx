import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ChunkLoadError } from '@/lib/chunk';

type Props = { children: ReactNode };
type State = { error: Error | null };

/** Keeps the admin shell usable when one section fails to load or render. */
export class SectionErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('An admin section failed', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error instanceof ChunkLoadError;
    return (
      <div role="alert" className="admin-section-error">
        <h2>This section could not be shown.</h2>
        <p>{error.message}</p>
        {chunk ? (
          <Button onClick={() => window.location.reload()}>Reload page</Button>
        ) : (
          <Button onClick={() => this.setState({ error: null })}>Try Again</Button>
        )}
      </div>
    );
  }
}
