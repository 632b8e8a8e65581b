import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyChunk } from './lazy-chunk';

class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>{`${this.state.error.name}: ${this.state.error.message}`}</p> : this.props.children;
  }
}

describe('lazyChunk', () => {
  it('renders the component its chunk exports', async () => {
    const Greeting = lazyChunk('greeting', async () => ({ name }: { name: string }) => <p>Hello {name}</p>);
    render(
      <Suspense fallback={null}>
        <Greeting name="QA" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello QA')).toBeInTheDocument();
  });

  it('turns a failed load into the ChunkLoadError the error screen names', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyChunk('donation-dialog', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <Caught>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </Caught>,
    );
    expect(await screen.findByText('ChunkLoadError: Loading chunk donation-dialog failed.')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
