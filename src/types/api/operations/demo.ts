// The demo panel's backend: mocks/handlers/demo.ts.
import { z } from 'zod';
import { DEMO_FORMAT, demoResetResultSchema, demoScenarioResultSchema, demoScenarioSchema, type DemoContract } from '../demo';
import { operations } from '../openapi/operation';
import { DEFAULT_SMTP_PORT, DEFAULT_THEME } from '../settings';

/** The data version of mocks/db/db.ts (SCHEMA_VERSION); the contract suite's import check fails if they part. */
const SCHEMA_VERSION = 1;

/**
 * The smallest export that imports: the seed's administrator (whose password stays) and empty
 * collections. Importing it replaces every record.
 */
const minimalExport = (collections: readonly string[]) => ({
  format: DEMO_FORMAT,
  version: SCHEMA_VERSION,
  exportedAt: '2026-01-01T00:00:00.000Z',
  collections: {
    ...Object.fromEntries(collections.map((name) => [name, []])),
    admins: [
      { id: 1, username: 'admin', email: 'admin@hopefoundation.org.uk', role: 'admin', is_active: true, created_at: '2025-01-01T00:00:00.000Z' },
    ],
  },
  settings: {
    theme: DEFAULT_THEME,
    logo: {},
    email: { smtpPort: DEFAULT_SMTP_PORT, sendDonationEmail: true, sendContactEmail: true, sendVolunteerEmail: true },
  },
  local: { events: [], categories: [], themeColors: null },
});

const invalidExport = { format: DEMO_FORMAT, version: SCHEMA_VERSION, exportedAt: 'yesterday', collections: {} };

/** The demo routes, for the export contract of a backend's collections (demoContract). */
export const demoOperations = (demo: DemoContract) =>
  operations([
    {
      method: 'get',
      path: '/api/demo/export',
      tag: 'Demo',
      operationId: 'exportDemoData',
      summary: 'Export the demo data',
      description: 'The whole demo data as one document, images included; never a password hash.',
      auth: 'admin',
      success: { status: 200, description: 'The export document', data: demo.exportSchema },
      errors: [401, 403],
    },
    {
      method: 'post',
      path: '/api/demo/import',
      tag: 'Demo',
      operationId: 'importDemoData',
      summary: 'Import demo data',
      description:
        'Replaces every record with an export document, sent as JSON or as multipart with the file under file. Validated in full before anything is written, and undone if a write fails: a failed import changes nothing (413 when it is too large, 507 when the storage is full).',
      auth: 'administrator',
      crossRecordRules:
        'Ids are unique within each collection, at least one admin is active, a password hash comes with its salt, and every blob is named by an upload record (400 otherwise).',
      body: {
        json: { schema: demo.exportSchema, valid: minimalExport(demo.collections), invalid: invalidExport },
        multipart: {
          schema: z.object({}),
          files: { file: { description: 'The export document (JSON)', mediaType: 'application/json', required: true } },
          valid: { file: JSON.stringify(minimalExport(demo.collections)) },
          invalid: {},
        },
      },
      success: { status: 200, description: 'How many of each were stored', data: demo.importResultSchema },
      errors: [400, 401, 403, 413, 415, 507],
    },
    {
      method: 'post',
      path: '/api/demo/reset',
      tag: 'Demo',
      operationId: 'resetDemoData',
      summary: 'Reset the demo data to the seed',
      description: "The seed of the current scenario's data set; sessions stay signed in.",
      auth: 'administrator',
      success: { status: 200, description: 'Reset', data: demoResetResultSchema },
      errors: [401, 403],
    },
    {
      method: 'post',
      path: '/api/demo/scenario',
      tag: 'Demo',
      operationId: 'setDemoScenario',
      summary: 'Pick a scenario',
      description: 'Kept for the session; reseeds when the data set changes.',
      auth: 'administrator',
      sessionWide: true,
      body: {
        json: { schema: demoScenarioSchema, valid: { scenario: 'default' }, invalid: { scenario: 'chaos' } },
      },
      success: { status: 200, description: 'The scenario', data: demoScenarioResultSchema },
      errors: [400, 401, 403, 415],
    },
  ]);
