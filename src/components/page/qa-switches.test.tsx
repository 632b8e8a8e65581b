import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getRuntimeStatus, setRuntimeStatus } from '@/lib/runtime-status';
import { activeQaSwitches, QaSwitches, switchOffUrl } from './qa-switches';

const initial = getRuntimeStatus();

function withStatus(scenario: string, switches: { name: string; value: string; clearValue: string }[]) {
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
      { name: 'now', value: '2031-03-01T09:00:00.000Z', clearValue: 'off' },
      { name: 'fault', value: 'POST:/api/donations:500', clearValue: 'off' },
    ]);
    render(<QaSwitches />);
    const table = screen.getByRole('table', { name: 'QA switches on in this tab' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['?scenario=', '?now=', '?fault=']);
    expect(within(rows[2]!).getByText('POST:/api/donations:500')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Clear \?/ })).toHaveLength(3);
  });

  it('turns a switch off with its clear value: ?name=off, ?popups=on, ?scenario=default', () => {
    const here = 'http://localhost/charity/donate?x=1';
    withStatus('slow', [
      { name: 'fault', value: 'POST:/api/donations:500', clearValue: 'off' },
      { name: 'popups', value: 'off', clearValue: 'on' },
    ]);
    expect(activeQaSwitches().map((qaSwitch) => switchOffUrl(qaSwitch, here))).toEqual([
      'http://localhost/charity/donate?x=1&scenario=default',
      'http://localhost/charity/donate?x=1&fault=off',
      'http://localhost/charity/donate?x=1&popups=on',
    ]);
  });
});
