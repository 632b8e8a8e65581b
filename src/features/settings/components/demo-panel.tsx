// Demo data for whoever shows or tests the demo: reset to the seed, switch the mock backend's
// scenario, export everything as JSON and import it back (a bad file changes nothing). Reset,
// scenario and import replace everyone's data, so they take the admin role; anyone else sees them
// disabled with the reason, and may still export.
import { faDatabase, faFileExport, faFileImport, faRotateLeft, faShuffle } from '@fortawesome/free-solid-svg-icons';
import { useId, useRef, useState, type FormEvent } from 'react';
import { QaSwitches } from '@/components/page/qa-switches';
import { AdminOnlyFieldset } from '@/components/ui/admin-only';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/dialog-provider';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { today } from '@/lib/clock';
import { isoDay } from '@/lib/format-date';
import { getRuntimeStatus } from '@/lib/runtime-status';
import { DEMO_MESSAGES } from '@/types/api/demo';
import {
  exportDemoData,
  isDemoScenario,
  SCENARIO_OPTIONS,
  useImportDemoData,
  useResetDemoData,
  useSetDemoScenario,
  type DemoScenario,
} from '../api/demo-data';
import { downloadTextFile } from '@/lib/download-file';
import { readFileText } from '../utils/read-file-text';
import { reloadPage } from '../utils/reload-page';
import './demo-panel.css';

export const DEMO_TEXTS = {
  resetConfirm: 'Reset all demo data to the seed? Every change made in this demo will be lost.',
  resetDone: DEMO_MESSAGES.reset,
  exportDone: 'Demo data exported.',
  exportFailed: 'Failed to export the demo data',
  importDone: DEMO_MESSAGES.imported,
  noFile: 'Choose a .json file exported from this demo.',
  notJson: DEMO_MESSAGES.notJson,
  unreadable: 'The file could not be read.',
} as const;

/** Gives the page time to show the result before it reloads. */
const RELOAD_DELAY_MS = 800;

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError || error instanceof Error ? error.message || fallback : fallback;
}

type DemoPanelProps = {
  /** The signed-in user has the admin role. */
  canManage: boolean;
  headingLevel?: 2 | 3;
  /** Lists the QA switches on in this tab (off where the page lists them itself, as /health does). */
  showSwitches?: boolean;
};

export function DemoPanel({ canManage, headingLevel = 3, showSwitches = true }: DemoPanelProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const BlockHeading = headingLevel === 2 ? 'h3' : 'h4';
  const toast = useToast();
  const askConfirm = useConfirm();
  const resetMutation = useResetDemoData();
  const scenarioMutation = useSetDemoScenario();
  const importMutation = useImportDemoData();
  const current = getRuntimeStatus().scenario;
  const [scenario, setScenario] = useState<DemoScenario>(isDemoScenario(current) ? current : 'default');
  const [exporting, setExporting] = useState(false);
  const [importError, setImportError] = useState<string | null>(null);
  const [panelError, setPanelError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const later = (fn: () => void) => window.setTimeout(fn, RELOAD_DELAY_MS);

  const reset = async () => {
    setPanelError(null);
    if (!(await askConfirm(DEMO_TEXTS.resetConfirm, { tone: 'danger', confirmLabel: 'Reset', title: 'Reset Demo Data' }))) return;
    resetMutation.mutate(undefined, {
      onSuccess: () => {
        toast.success(DEMO_TEXTS.resetDone);
        later(reloadPage);
      },
      onError: (error) => setPanelError(errorText(error, 'Failed to reset the demo data')),
    });
  };

  const applyScenario = () => {
    setPanelError(null);
    scenarioMutation.mutate(scenario, {
      onSuccess: () => {
        toast.success(`Scenario "${scenario}" is on. Reloading...`);
        later(reloadPage);
      },
      onError: (error) => setPanelError(errorText(error, 'Failed to switch the scenario')),
    });
  };

  const exportData = async () => {
    setPanelError(null);
    setExporting(true);
    try {
      const data = await exportDemoData();
      const date = isoDay(today());
      downloadTextFile(`hope-foundation-demo-data-${date}.json`, JSON.stringify(data, null, 2), 'application/json');
      toast.success(DEMO_TEXTS.exportDone);
    } catch (error) {
      setPanelError(errorText(error, DEMO_TEXTS.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  const importData = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setImportError(null);
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setImportError(DEMO_TEXTS.noFile);
      return;
    }
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      setImportError(DEMO_TEXTS.unreadable);
      return;
    }
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      setImportError(DEMO_TEXTS.notJson);
      return;
    }
    importMutation.mutate(document, {
      onSuccess: () => {
        toast.success(DEMO_TEXTS.importDone);
        later(reloadPage);
      },
      onError: (error) => setImportError(errorText(error, 'Failed to import the demo data')),
    });
  };

  const busy = resetMutation.isPending || scenarioMutation.isPending || importMutation.isPending || exporting;
  const scenarioInfo = SCENARIO_OPTIONS.find((s) => s.value === scenario);

  return (
    <section className="demo-panel" aria-labelledby={headingId}>
      <Heading id={headingId} className="demo-panel__title">
        <Icon name={faDatabase} /> Demo Data
      </Heading>
      <p className="demo-panel__intro">
        The data lives in this browser. Current scenario: <strong>{current}</strong>.
      </p>
      {showSwitches && getRuntimeStatus().mocks ? (
        <div className="demo-panel__switches">
          <QaSwitches />
        </div>
      ) : null}
      {panelError && (
        <p role="alert" className="demo-panel__error">
          {panelError}
        </p>
      )}

      <div className="demo-panel__grid">
        <AdminOnlyFieldset allowed={canManage} className="demo-panel__block">
          <BlockHeading className="demo-panel__block-title">Reset</BlockHeading>
          <p>Put every record back as it was first seeded.</p>
          <Button variant="danger" icon={faRotateLeft} onClick={() => void reset()} disabled={busy} isLoading={resetMutation.isPending}>
            Reset Demo Data
          </Button>
        </AdminOnlyFieldset>

        <AdminOnlyFieldset allowed={canManage} className="demo-panel__block">
          <BlockHeading className="demo-panel__block-title">Scenario</BlockHeading>
          <SelectField
            label="Scenario"
            value={scenario}
            onChange={(event) => {
              if (isDemoScenario(event.target.value)) setScenario(event.target.value);
            }}
            options={SCENARIO_OPTIONS.map((s) => ({ value: s.value, label: s.label }))}
            hint={scenarioInfo?.description}
          />
          <Button variant="outline" icon={faShuffle} onClick={applyScenario} disabled={busy} isLoading={scenarioMutation.isPending}>
            Apply Scenario
          </Button>
        </AdminOnlyFieldset>

        <div className="demo-panel__block">
          <BlockHeading className="demo-panel__block-title">Export</BlockHeading>
          <p>Download all demo data as a .json file.</p>
          <Button variant="outline" icon={faFileExport} onClick={() => void exportData()} disabled={busy} isLoading={exporting}>
            Export Data
          </Button>
        </div>

        <form method="post" className="demo-panel__import" noValidate onSubmit={(event) => void importData(event)}>
          <AdminOnlyFieldset allowed={canManage} className="demo-panel__block">
            <BlockHeading className="demo-panel__block-title">Import</BlockHeading>
            <TextField
              ref={fileRef}
              type="file"
              label="Import File"
              accept=".json,application/json"
              error={importError ?? undefined}
              onChange={() => setImportError(null)}
            />
            <Button type="submit" variant="outline" icon={faFileImport} disabled={busy} isLoading={importMutation.isPending}>
              Import Data
            </Button>
          </AdminOnlyFieldset>
        </form>
      </div>
    </section>
  );
}
