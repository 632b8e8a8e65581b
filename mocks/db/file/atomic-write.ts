// Replaces a file's content so that a crash at any moment leaves either the old content or the new,
// never a mix: the new text goes to a temporary file in the same directory (a rename is atomic only
// within one file system), is flushed to the disk, and then renamed over the file. The data is the
// server's own (password hashes, tokens): files are created readable and writable by their owner only.
import { open, readdir, rename, rm } from 'node:fs/promises';
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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files of this file that a killed process left behind (one per kill, each
 * as large as the data). Those of a process still running are its writes under way: they stay.
 */
export async function removeStaleTempFiles(path: string): Promise<void> {
  const prefix = `.${basename(path)}.`;
  for (const name of await readdir(dirname(path))) {
    const match = name.startsWith(prefix) ? /^(\d+)\.\d+\.tmp$/.exec(name.slice(prefix.length)) : null;
    if (match && !isRunning(Number(match[1]))) await rm(join(dirname(path), name), { force: true });
  }
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

/** Owner read and write, nothing for the group or others. */
export const FILE_MODE = 0o600;

export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temp = tempPathOf(path);
  try {
    const handle = await open(temp, 'wx', FILE_MODE);
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
