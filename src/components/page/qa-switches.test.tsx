import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getRuntimeStatus, setRuntimeStatus } from '@/lib/runtime-status';
import { activeQaSwitches, QaSwitches, switchOffUrl } from './qa-switches';

const initial = getRuntimeStatus();

function withStatus(scenario: string, switches: { name: string; value: string }[]) {
  setRuntimeStatus({ mocks: true, driver: 'memory', persistent: true, scenario, switches });
}

describe('QaSwitches', () => {
  afterEach(() => setRuntimeStatus(initial));

  it('says so when no switch is on', () => {
    withStatus('default', []);
    render(<QaSwitches />);
    expect(screen.getByText('No QA switches are on in this tab.')).toBeInTheDocument();
  });

  it('lists the scenario and every switch with a button that clears it', () => {
    withStatus('slow', [
      { name: 'now', value: '2031-03-01T09:00:00.000Z' },
      { name: 'fault', value: 'POST:/api/donations:500' },
    ]);
    render(<QaSwitches />);
    const table = screen.getByRole('table', { name: 'QA switches on in this tab' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['?scenario=', '?now=', '?fault=']);
    expect(within(rows[2]!).getByText('POST:/api/donations:500')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Clear \?/ })).toHaveLength(3);
  });

  it('turns a switch off with ?name=off, and the scenario with ?scenario=default', () => {
    const here = 'http://localhost/charity/donate?x=1';
    expect(switchOffUrl('fault', here)).toBe('http://localhost/charity/donate?x=1&fault=off');
    expect(switchOffUrl('scenario', here)).toBe('http://localhost/charity/donate?x=1&scenario=default');
    withStatus('default', [{ name: 'popups', value: 'off' }]);
    expect(activeQaSwitches()).toEqual([{ name: 'popups', value: 'off' }]);
  });
});
