// The demo panel's calls: GET /api/demo/export (the whole demo data as one JSON document),
// POST /api/demo/import (that document back), POST /api/demo/reset, POST /api/demo/scenario.
import { z } from 'zod';
import { adminUserSchema, isActiveAdministrator } from './admins';
import { idSchema, isoDateTime } from './coerce';
import { contactMessageSchema } from './contact';
import { DEMO_SCENARIOS, type DemoScenario } from './plain-values';
import { storedDonationSchema } from './donations';
import { categoriesListSchema, eventsListSchema } from './events';
import { emailSettingsSchema, logoSettingsSchema, outboxEntrySchema, themeSettingsSchema, zakatPricesSchema } from './settings';
import { ALLOWED_IMAGE_TYPES } from './uploads';
import { MAX_IMAGE_REF, MAX_UPLOAD_BYTES, isImageDataUrl } from './url-rules';
import { volunteerSchema } from './volunteers';

/** Body of POST /api/demo/scenario. */
export const demoScenarioSchema = z.object({
  scenario: z.enum(DEMO_SCENARIOS, { error: `Scenario must be one of: ${DEMO_SCENARIOS.join(', ')}` }),
});
export type DemoScenarioBody = z.infer<typeof demoScenarioSchema>;

/** The seed data sets a scenario runs on (see mocks/qa/scenario.ts dataSetOf). */
export const DEMO_DATA_SETS = ['default', 'empty', 'big'] as const;

/** data of POST /api/demo/scenario. */
export interface DemoScenarioResult {
  scenario: DemoScenario;
  dataSet: (typeof DEMO_DATA_SETS)[number];
  /** True when the switch changed the data set, so the db was reseeded. */
  reseeded: boolean;
}

// The result schemas below are built only by the OpenAPI document; pure, so the app drops them.

export const demoScenarioResultSchema = /* @__PURE__ */ z.object({
  scenario: /* @__PURE__ */ z.enum(DEMO_SCENARIOS),
  dataSet: /* @__PURE__ */ z.enum(DEMO_DATA_SETS),
  reseeded: /* @__PURE__ */ z.boolean(),
}) satisfies z.ZodType<DemoScenarioResult>;

/** The `format` every export carries; anything else is refused on import. */
export const DEMO_FORMAT = 'hope-foundation-demo';

/** More than the big data set holds, so a runaway file is refused rather than stored. */
export const MAX_DEMO_RECORDS = 100_000;

export const DEMO_MESSAGES = {
  notJson: 'This file is not valid JSON, so it is not a demo export. Nothing was changed.',
  wrongFormat: 'This file is not a Hope Foundation demo export. Nothing was changed.',
  invalid: 'This demo export is invalid. Nothing was changed.',
  noActiveAdmin: 'This demo export has no active account with the admin role, so no administrator could sign in. Nothing was changed.',
  noKnownAdmin:
    'No active account with the admin role in this demo export exists here, so no administrator could sign in after the import. Nothing was changed.',
  tooLargeForBrowser: "This demo export's events and categories are too large for this browser's local storage. Nothing was changed.",
  storageFull: "The browser's storage is full, so the demo data could not be imported. Nothing was changed.",
  writeFailed: 'The demo data could not be saved, so the import was undone. Nothing was changed.',
  noPage:
    "No open page of this demo answered to keep the export's events, categories and theme colours in its local storage, so the demo data could not be imported. Nothing was changed.",
  notRestored: 'The import failed part way and the previous demo data could not be restored in full. Reset the demo data to start again.',
  imported: 'Demo data imported successfully!',
  reset: 'Demo data reset to the seed.',
} as const;

export const wrongVersionMessage = (found: unknown, expected: number) =>
  `This demo export is from data version ${String(found)}; this app reads version ${expected}. Nothing was changed.`;

const HEX = /^[0-9a-f]+$/;
const hex = (min: number, max: number) => z.string().min(min).max(max).regex(HEX, 'Must be lowercase hexadecimal');

/**
 * An admin account in an export. Exports never carry password hashes (no response does); on
 * import an account keeps the password of the account of the same username here. A hand-made
 * file may carry a hash and its salt, which are then used.
 */
export const exportedAdminSchema = adminUserSchema.extend({
  password_hash: hex(64, 64).optional(),
  password_salt: hex(16, 128).optional(),
  /** The hash's PBKDF2 iteration count; without it, 100,000 (the count before it was stored). */
  password_iterations: z.number().int().min(100_000).max(10_000_000).optional(),
});
export type ExportedAdmin = z.infer<typeof exportedAdminSchema>;

/** Stored upload names look like '12.png' (see mocks/domain/uploads.ts). */
export const UPLOAD_FILE_NAME = /^\d+\.(jpg|png|webp)$/;

export const uploadRecordSchema = z.object({
  id: idSchema,
  file: z.string().regex(UPLOAD_FILE_NAME, 'Must be an upload name such as 12.png'),
  type: z.enum(ALLOWED_IMAGE_TYPES),
  size: z.number().int().min(0).max(MAX_UPLOAD_BYTES),
  created_at: isoDateTime,
});
export type UploadRecordExport = z.infer<typeof uploadRecordSchema>;

/** An uploaded image's bytes as a base64 data URL, checked like an upload (type and magic number). */
export const blobDataUrlSchema = z
  .string()
  .max(MAX_IMAGE_REF, 'Image is too large (maximum 5 MB)')
  .refine(isImageDataUrl, 'Must be a base64 data URL of a JPEG, PNG or WebP image');

/** A list of records whose ids are unique (the db keys records by id). */
function records<T extends z.ZodType<{ id: number }>>(item: T) {
  return z
    .array(item)
    .max(MAX_DEMO_RECORDS, `At most ${MAX_DEMO_RECORDS.toLocaleString('en-US')} records`)
    .superRefine((list, ctx) => {
      const seen = new Set<number>();
      list.forEach((record, index) => {
        if (seen.has(record.id)) ctx.addIssue({ code: 'custom', message: `Duplicate id ${record.id}`, path: [index, 'id'] });
        seen.add(record.id);
      });
    });
}

/** The collections an export carries beside the image resources', and their records' schemas, in the order it lists them. */
const DEMO_DATA_COLLECTIONS = {
  donations: storedDonationSchema,
  contacts: contactMessageSchema,
  volunteers: volunteerSchema,
  admins: exportedAdminSchema,
  outbox: outboxEntrySchema,
  uploads: uploadRecordSchema,
};
type DataCollections = { [N in keyof typeof DEMO_DATA_COLLECTIONS]: z.infer<(typeof DEMO_DATA_COLLECTIONS)[N]>[] };

/** An image resource as an export carries it: its stored collection's name and its records' schema. */
export interface DemoResource {
  name: string;
  api: { schema: z.ZodType };
}

/** The collections of an export: the image resources' (by their names) and the others'. */
export type DemoCollections = DataCollections & Record<string, ({ id: number } & Record<string, unknown>)[]>;
/** The collections of an export that are not an image resource's. */
export type DemoDataCollectionName = keyof DataCollections;

/** The settings as exported: the SMTP password is never written to a file. */
export const demoSettingsSchema = z.object({
  theme: themeSettingsSchema,
  logo: logoSettingsSchema,
  email: emailSettingsSchema,
  /** Absent in files made before the Zakat tab existed: the prices then read as the seed's. */
  zakat: zakatPricesSchema.optional(),
});

/** The browser-side data (localStorage events, categories, themeColors). */
export const demoLocalSchema = z.object({
  events: eventsListSchema,
  categories: categoriesListSchema,
  themeColors: themeSettingsSchema.nullable(),
});

/** The export document's schema over a backend's collections. */
function exportSchema(collections: z.ZodType<DemoCollections>) {
  return z
    .object({
      format: z.literal(DEMO_FORMAT, { error: DEMO_MESSAGES.wrongFormat }),
      version: z.number().int().positive(),
      exportedAt: isoDateTime,
      collections,
      settings: demoSettingsSchema,
      local: demoLocalSchema,
      /** Uploaded images by file name; absent in a file made without them (stored images are then kept). */
      blobs: z.record(z.string().regex(UPLOAD_FILE_NAME, 'Must be an upload name such as 12.png'), blobDataUrlSchema).optional(),
    })
    .superRefine((doc, ctx) => {
      if (!doc.collections.admins.some(isActiveAdministrator)) {
        ctx.addIssue({ code: 'custom', message: DEMO_MESSAGES.noActiveAdmin, path: ['collections', 'admins'] });
      }
      doc.collections.admins.forEach((admin, index) => {
        if (!admin.password_hash !== !admin.password_salt) {
          ctx.addIssue({ code: 'custom', message: 'A password hash needs its salt', path: ['collections', 'admins', index, 'password_hash'] });
        }
      });
      const files = new Set(doc.collections.uploads.map((upload) => upload.file));
      for (const name of Object.keys(doc.blobs ?? {})) {
        if (!files.has(name)) ctx.addIssue({ code: 'custom', message: `No upload record for ${name}`, path: ['blobs', name] });
      }
    });
}

/** The whole export document, as GET /api/demo/export answers it and POST /api/demo/import reads it. */
export type DemoExport = z.infer<ReturnType<typeof exportSchema>>;

/** data of POST /api/demo/import: how many of each were stored. */
export interface DemoImportResult {
  counts: Record<string, number>;
}

/**
 * The export's contract for a backend's image resources (mocks/resources declares them): the
 * collections in the order an export lists them, the document's schema and the import's answer.
 */
export function demoContract(resources: readonly DemoResource[]) {
  const collectionSchemas = { ...Object.fromEntries(resources.map(({ name, api }) => [name, api.schema])), ...DEMO_DATA_COLLECTIONS } as Record<
    string,
    z.ZodType<{ id: number }>
  >;
  const collections = Object.keys(collectionSchemas);
  const collectionsSchema = z.object(Object.fromEntries(collections.map((name) => [name, records(collectionSchemas[name])])));
  return {
    collections,
    collectionsSchema,
    exportSchema: exportSchema(collectionsSchema as unknown as z.ZodType<DemoCollections>),
    importResultSchema: /* @__PURE__ */ z.object({
      counts: /* @__PURE__ */ z.record(
        /* @__PURE__ */ z.enum([...collections, 'events', 'categories', 'blobs'] as unknown as [string, ...string[]]),
        /* @__PURE__ */ z.number().int().min(0),
      ),
    }) satisfies z.ZodType<DemoImportResult>,
  };
}
export type DemoContract = ReturnType<typeof demoContract>;

/** data of POST /api/demo/reset. */
export interface DemoResetResult {
  dataSet: (typeof DEMO_DATA_SETS)[number];
}

export const demoResetResultSchema = /* @__PURE__ */ z.object({
  dataSet: /* @__PURE__ */ z.enum(DEMO_DATA_SETS),
}) satisfies z.ZodType<DemoResetResult>;
