// The demo panel's backend: export and import the whole demo data, reset to the seed, pick a
// scenario. They write the spec's browser-side data too (events, categories, themeColors), in the copy the host keeps (context.local).
// Import, reset and scenario replace everyone's data: admin role only. The export is a read any
// signed-in admin may make: it carries no secret and nothing the dashboard does not show them.
import { http, type HttpHandler } from 'msw';
import { DEMO_MESSAGES, demoScenarioSchema } from '@/types/api/demo';
import { VALIDATION_FAILED } from '@/types/api/envelope';
import { contextOf } from '../core/context';
import { isTooDeep, TOO_DEEP_MESSAGE } from '../core/json-depth';
import { dataSetOf } from '../qa/scenario';
import type { At } from '../core/api-paths';
import { fail, ok } from '../core/responses';
import { mediaTypeOf, parseBody } from '../core/request-input';
import { requireAdmin, requireAdministrator } from '../auth/guards';

/**
 * Export, import and their validation load when the demo panel first uses them: no visitor's
 * first page needs them (tools/size-report.ts counts them apart).
 */
const demoData = () => import('../db/demo-data');

/** Far above a big-data-set export with images; a bigger file is refused before parsing. */
export const MAX_IMPORT_CHARS = 200 * 1024 * 1024;

/** The document's text: a JSON body, or a multipart body with the file under `file`. */
async function readDocumentText(request: Request): Promise<{ ok: true; text: string } | { ok: false; response: Response }> {
  const type = mediaTypeOf(request.headers.get('content-type'));
  if (type === 'application/json') return { ok: true, text: await request.text() };
  if (type === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return { ok: false, response: fail(400, 'Request body is not valid form data') };
    }
    const file = form.get('file');
    if (typeof file === 'string') return { ok: true, text: file };
    if (file) return { ok: true, text: await file.text() };
    return { ok: false, response: fail(400, VALIDATION_FAILED, { file: 'Please choose a demo export file' }) };
  }
  return { ok: false, response: fail(415, 'Send the export as JSON or as multipart form data with a file field') };
}

export const demoHandlers = (at: At): HttpHandler[] => [
  http.get(at('/api/demo/export'), async ({ request }) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const { exportDemoData } = await demoData();
    return ok(await exportDemoData(contextOf(request)));
  }),

  // Validated in full before anything is written, and undone if a write fails: a failed import changes nothing.
  http.post(at('/api/demo/import'), async ({ request }) => {
    const auth = await requireAdministrator(request);
    if (!auth.ok) return auth.response;
    const read = await readDocumentText(request);
    if (!read.ok) return read.response;
    if (read.text.length > MAX_IMPORT_CHARS) return fail(413, 'This file is too large to be a demo export. Nothing was changed.');
    let raw: unknown;
    try {
      raw = JSON.parse(read.text);
    } catch {
      return fail(400, DEMO_MESSAGES.notJson);
    }
    if (isTooDeep(raw)) return fail(400, `${TOO_DEEP_MESSAGE}, so it is not a demo export. Nothing was changed.`);
    const { DemoImportError, demoContractOf, importDemoData, validateDemoDocument } = await demoData();
    const { db } = contextOf(request);
    const known = new Set((await db.admins.all()).map((admin) => admin.username));
    const checked = validateDemoDocument(raw, demoContractOf(db), known);
    if (!checked.ok) return fail(400, checked.message, checked.errors);
    try {
      return ok(await importDemoData(contextOf(request), checked.doc), 200, { message: DEMO_MESSAGES.imported });
    } catch (error) {
      if (error instanceof DemoImportError) return fail(error.status, error.message);
      throw error;
    }
  }),

  http.post(at('/api/demo/reset'), async ({ request }) => {
    const auth = await requireAdministrator(request);
    if (!auth.ok) return auth.response;
    const context = contextOf(request);
    const dataSet = dataSetOf(context.switches.scenario);
    const { resetDemoData } = await demoData();
    await resetDemoData(context, dataSet);
    return ok({ dataSet }, 200, { message: DEMO_MESSAGES.reset });
  }),

  http.post(at('/api/demo/scenario'), async ({ request }) => {
    const auth = await requireAdministrator(request);
    if (!auth.ok) return auth.response;
    const parsed = await parseBody(request, demoScenarioSchema);
    if (!parsed.ok) return parsed.response;
    const { switchScenario } = await demoData();
    const result = await switchScenario(contextOf(request), parsed.data.scenario);
    return ok(result, 200, { message: `Scenario set to ${result.scenario}` });
  }),
];
