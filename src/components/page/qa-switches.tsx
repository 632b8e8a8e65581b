// The QA switches on in this tab session (?scenario=, ?now=, ?fault= ...), each with a button that
// turns it off. Turning one off loads the page again with `?name=off` (`?scenario=default`,
// `?popups=on`), where the mock backend applies it (mocks/qa/switches.ts).
import { Button } from '@/components/ui/button';
import { getRuntimeStatus } from '@/lib/runtime-status';
import { StatusTable } from './status-table';

type Switch = { name: string; value: string; clearValue: string };

/** The switches on, the scenario first (it is a switch too, cleared by `default`). */
export function activeQaSwitches(): Switch[] {
  const { scenario, switches } = getRuntimeStatus();
  return scenario === 'default' ? switches : [{ name: 'scenario', value: scenario, clearValue: 'default' }, ...switches];
}

/** This page's address with the switch turned off. */
export function switchOffUrl({ name, clearValue }: Switch, href = window.location.href): string {
  const url = new URL(href);
  url.searchParams.set(name, clearValue);
  return url.toString();
}

export function QaSwitches() {
  const switches = activeQaSwitches();
  if (switches.length === 0) return <p className="qa-switches__none">No QA switches are on in this tab.</p>;
  return (
    <StatusTable
      caption="QA switches on in this tab"
      rows={switches.map((qaSwitch) => ({
        label: `?${qaSwitch.name}=`,
        value: (
          <span className="status-table__switch cluster cluster--split">
            <code>{qaSwitch.value}</code>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Clear ?${qaSwitch.name}=`}
              onClick={() => window.location.assign(switchOffUrl(qaSwitch))}
            >
              Clear
            </Button>
          </span>
        ),
      }))}
    />
  );
}
