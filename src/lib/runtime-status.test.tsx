import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getRuntimeStatus, setRuntimeStatus, useRuntimeField } from './runtime-status';

const initial = getRuntimeStatus();

describe('useRuntimeField', () => {
  afterEach(() => act(() => setRuntimeStatus(initial)));

  it('re-renders when its field changes, not when the backend fills in the others', () => {
    let renders = 0;
    function Persistent() {
      renders += 1;
      return <p>{String(useRuntimeField('persistent'))}</p>;
    }
    render(<Persistent />);
    expect(screen.getByText('true')).toBeInTheDocument();
    const before = renders;
    act(() => setRuntimeStatus({ ...initial, mocks: true, host: 'service worker', driver: 'indexeddb', switches: [] }));
    expect(renders).toBe(before);
    act(() => setRuntimeStatus({ ...getRuntimeStatus(), persistent: false }));
    expect(screen.getByText('false')).toBeInTheDocument();
    expect(renders).toBe(before + 1);
  });
});
