// The journal beside the --data snapshot (`<file>.journal`): one JSON line per change since the
// snapshot, appended and flushed to the disk before the change is answered. Its first line names
// the snapshot it follows ({"journal": id}); a journal of another id is one a compaction replaced
// (the server stopped between writing the new snapshot and the new journal) and is not replayed.
// A change line: { "w": { "<key>": <entry> | null }, "c": true (everything was cleared first),
// "l": { <the localStorage part, whole> } }, each part optional. A kill during an append leaves a
// last line without its newline: that change was never answered, and is dropped.
import { open, readFile, truncate } from 'node:fs/promises';
import { z } from 'zod';
import { FILE_MODE, writeFileAtomic } from './atomic-write';
import { DataFileError, entrySchema, type StoredEntry } from './data-file';

export interface JournalChange {
  w?: Record<string, StoredEntry | null>;
  c?: true;
  l?: Record<string, string>;
}

const headerSchema = z.strictObject({ journal: z.number().int().nonnegative() });
const changeSchema = z.strictObject({
  w: z.record(z.string(), entrySchema.nullable()).optional(),
  c: z.literal(true).optional(),
  l: z.record(z.string(), z.string()).optional(),
});

export const journalPathOf = (path: string): string => `${path}.journal`;

export const changeLine = (change: JournalChange): string => `${JSON.stringify(change)}\n`;

/**
 * The changes the journal holds for the snapshot of id `id`, and the journal's size in bytes; null
 * when it is missing or follows another snapshot.
 */
export async function readJournal(path: string, id: number): Promise<{ changes: JournalChange[]; bytes: number } | null> {
  const journal = journalPathOf(path);
  let text: string;
  try {
    text = await readFile(journal, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new DataFileError(journal, `cannot be read (${(error as Error).message})`);
  }
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  const [first, ...lines] = complete.split('\n').slice(0, -1);
  const parse = <T>(line: string, schema: z.ZodType<T>, number: number): T => {
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      throw new DataFileError(journal, `is corrupt: line ${number} is not JSON`);
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new DataFileError(journal, `is corrupt: line ${number} ${parsed.error.issues[0].message}`);
    return parsed.data;
  };
  if (first === undefined || parse(first, headerSchema, 1).journal !== id) return null;
  const changes = lines.map((line, i) => parse(line, changeSchema, i + 2)) as JournalChange[];
  const bytes = Buffer.byteLength(complete);
  // The next append must start on a line of its own, not glued to a part left by a kill.
  if (complete.length < text.length) await truncate(journal, bytes);
  return { changes, bytes };
}

/** Replaces the journal with an empty one following the snapshot of id `id`; its size in bytes. */
export async function startJournal(path: string, id: number): Promise<number> {
  const text = `${JSON.stringify({ journal: id })}\n`;
  await writeFileAtomic(journalPathOf(path), text);
  return Buffer.byteLength(text);
}

/** Appends `text` to the journal and flushes it to the disk. */
export async function appendToJournal(path: string, text: string): Promise<void> {
  const handle = await open(journalPathOf(path), 'a', FILE_MODE);
  try {
    await handle.write(text);
    await handle.datasync();
  } finally {
    await handle.close();
  }
}
