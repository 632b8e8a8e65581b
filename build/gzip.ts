// Last build step: a .gz copy of every text file, which tools/serve-static.ts sends to browsers
// that accept gzip, as real static hosts compress what they send. Hosts that compress by
// themselves ignore the copies.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterBuild, filesIn } from './step';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/** Writes `file.gz` next to each text file of `dir`, replacing earlier copies. */
export function writeGzipCopies(dir: string): number {
  const files = filesIn(dir);
  for (const file of files) if (file.endsWith('.gz')) rmSync(file);
  const texts = files.filter((file) => COMPRESSIBLE.has(extname(file)));
  for (const file of texts) writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
  return texts.length;
}

export function gzipCopies() {
  return afterBuild('gzip-copies', ({ outDir, log }) => {
    log(`gzip: ${writeGzipCopies(outDir)} gzip copies`);
  });
}
