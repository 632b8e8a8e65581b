import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastApi } from './toast';

const holder: { api?: ToastApi } = {};
function Grab() {
  const api = useToast();
  useEffect(() => {
    holder.api = api;
  }, [api]);
  return null;
}

function setup(): ToastApi {
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
  if (!holder.api) throw new Error('no toast api');
  return holder.api;
}

/** Moves the fake clock on by `ms`, inside act so the toasts' timers update the page. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows success as a status and removes it after 3 seconds', () => {
    const toast = setup();
    act(() => toast.success('Theme settings saved successfully!'));
    expect(screen.getByRole('status')).toHaveTextContent('Theme settings saved successfully!');
    advance(2999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows errors as an alert, honours durationMs, and info as a status', () => {
    const toast = setup();
    act(() => {
      toast.error('Failed to save theme settings', { durationMs: 5000 });
      toast.info('Heads up');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save theme settings');
    expect(screen.getByRole('status')).toHaveTextContent('Heads up');
    advance(3000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    advance(2000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be dismissed, and stays when durationMs is 0', () => {
    const toast = setup();
    act(() => toast.error('Error saving theme settings', { durationMs: 0 }));
    advance(60_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Error saving theme settings');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('dismisses a toast by id', () => {
    const toast = setup();
    let id = 0;
    act(() => {
      id = toast.info('One');
      toast.info('Two');
    });
    act(() => toast.dismiss(id));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Two');
  });
});
