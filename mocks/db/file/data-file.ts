// The --data file: the API server's snapshot, everything it stored as of its last compaction, as
// one JSON document; the changes since are in the journal beside it (./journal.ts). Its layout:
//   { "format": "charity-foundation-mock-api", "version": 2, "schemaVersion": <the db's>,
//     "journal": <the id of the journal that goes with this snapshot>,
//     "entries": { "<storage key>": { "json": <value> } | { "blob": { "type": "image/png", "base64": "..." } } },
//     "localStorage": { "events": "[...]", "categories": "[...]", "themeColors": "{...}" } }
// Version 1 (earlier builds: no journal, rewritten whole at every change) is read as a snapshot with
// no journal; the first compaction writes it as version 2. A file this server cannot read as either
// (not JSON, another format, another version, another db schema) is refused with a DataFileError
// naming the problem, and is never written over.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { SCHEMA_VERSION } from '../db';

export const DATA_FORMAT = 'charity-foundation-mock-api';
/** Bump when the layout above changes. */
export const DATA_FILE_VERSION = 2;
/** The layouts this server reads: 1 is read as a snapshot without a journal. */
const READABLE_VERSIONS: readonly unknown[] = [1, DATA_FILE_VERSION];

/** A stored value: JSON as is, an uploaded image's bytes as base64 with their type. */
export type StoredEntry = { json: unknown } | { blob: { type: string; base64: string } };

export interface DataFileContent {
  /** The id of the journal written after this snapshot (0 for a version 1 file: none). */
  journal: number;
  entries: Record<string, StoredEntry>;
  localStorage: Record<string, string>;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const entrySchema = z.union([
  z.strictObject({ json: z.json() }),
  z.strictObject({ blob: z.strictObject({ type: z.string(), base64: z.string().regex(BASE64, 'is not base64') }) }),
]);

const headerSchema = z.object({ format: z.unknown(), version: z.unknown(), schemaVersion: z.unknown() });

const contentSchema = z.object({
  journal: z.number().int().nonnegative().default(0),
  entries: z.record(z.string(), entrySchema),
  localStorage: z.record(z.string(), z.string()),
});

/** Why a data file cannot be used; the server stops at start with this message. */
export class DataFileError extends Error {
  constructor(path: string, problem: string) {
    super(
      `The data file ${path} ${problem}. The server did not start and left the file as it is: ` +
        'move it away (a missing file is created from the seed) or pass another --data path.',
    );
    this.name = 'DataFileError';
  }
}

/** The file's content; null when there is no file yet. Throws DataFileError when it cannot be used. */
export async function readDataFile(path: string): Promise<DataFileContent | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new DataFileError(path, `cannot be read (${(error as Error).message})`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new DataFileError(path, `is not valid JSON (${(error as Error).message})`);
  }
  const header = headerSchema.safeParse(raw);
  if (!header.success || header.data.format !== DATA_FORMAT) {
    throw new DataFileError(path, `is not a data file of this server (no "format": "${DATA_FORMAT}")`);
  }
  const { version, schemaVersion } = header.data;
  if (!READABLE_VERSIONS.includes(version)) {
    throw new DataFileError(path, `has layout version ${JSON.stringify(version)}; this server reads versions ${READABLE_VERSIONS.join(' and ')}`);
  }
  if (schemaVersion !== SCHEMA_VERSION) {
    throw new DataFileError(
      path,
      `holds data of schema version ${JSON.stringify(schemaVersion)}; this server's data is schema version ${SCHEMA_VERSION}`,
    );
  }
  const content = contentSchema.safeParse(raw);
  if (!content.success) {
    const issue = content.error.issues[0];
    throw new DataFileError(path, `is corrupt: ${issue.path.join('.') || 'the document'} ${issue.message}`);
  }
  return content.data as DataFileContent;
}

/** The file's text for this content. */
export function dataFileText(content: DataFileContent): string {
  return `${JSON.stringify({ format: DATA_FORMAT, version: DATA_FILE_VERSION, schemaVersion: SCHEMA_VERSION, ...content }, null, 1)}\n`;
}
