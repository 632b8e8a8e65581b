// Replaces a file's content so that a crash at any moment leaves either the old content or the new,
// never a mix: the new text goes to a temporary file in the same directory (a rename is atomic only
// within one file system), is flushed to the disk, and then renamed over the file.
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

let written = 0;

/**
 * The temporary file of one write: hidden, named after the file, this process and the write, so two
 * servers on one file never share one, and nothing reads it as data (only the file's own path is).
 */
function tempPathOf(path: string): string {
  written += 1;
  return join(dirname(path), `.${basename(path)}.${process.pid}.${written}.tmp`);
}

/** Makes the rename itself durable: it lives in the directory's entry, which has its own flush. */
async function syncDirectory(directory: string): Promise<void> {
  let handle;
  try {
    handle = await open(directory, 'r');
    await handle.sync();
  } catch {
    // Some systems (Windows) cannot open or flush a directory; the rename is still atomic there.
  } finally {
    await handle?.close();
  }
}

export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temp = tempPathOf(path);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dirname(path));
}
