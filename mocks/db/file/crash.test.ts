// Killed while writing, the server leaves its data as the last state it saved or the one it was
// saving, never a mix or a part: a child saves large states one after another through the file
// store (journal appends, and compactions into the snapshot, since each state is as large as the
// snapshot) and is SIGKILLed at random moments; after each kill the snapshot and journal are read back.
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bigState, STATE_KEY, type BigState } from './crash-fixture/state';
import { openFileStore, readFileStore } from './file-store';
import { tempDir } from './temp-dir';

const WRITER = fileURLToPath(new URL('./crash-fixture/writer.ts', import.meta.url));
const KILLS = 5;

interface Run {
  from: number;
  /** The last state the child reported saved when it was killed. */
  acknowledged: number;
}

/** Starts the writer, lets it save at least one state, then kills it after a random extra while. */
function writeUntilKilled(path: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, path], { stdio: ['ignore', 'pipe', 'inherit'] });
    let from = -1;
    let acknowledged = -1;
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      buffered += text;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        const [word, value] = line.split(' ');
        if (word === 'from') from = Number(value);
        if (word !== 'wrote') continue;
        if (acknowledged < 0) setTimeout(() => child.kill('SIGKILL'), Math.random() * 400);
        acknowledged = Number(value);
      }
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`the writer ended by itself (${signal ?? _code})`));
      else resolve({ from, acknowledged });
    });
  });
}

describe('a kill during a write', () => {
  it('leaves the data holding one complete state, the last saved or the one being saved', { timeout: 120_000 }, async () => {
    const dir = await tempDir();
    const path = join(dir, 'data.json');
    let previous = 0;
    for (let kill = 0; kill < KILLS; kill += 1) {
      const run = await writeUntilKilled(path);
      // Each start reads the state the file holds, never a temporary file left by the kill.
      expect(run.from).toBe(previous);
      const content = await readFileStore(path);
      expect([...content!.entries.keys()]).toEqual([STATE_KEY]);
      const state = (content!.entries.get(STATE_KEY) as { json: BigState }).json;
      expect([run.acknowledged, run.acknowledged + 1]).toContain(state.n);
      expect(state).toEqual(bigState(state.n));
      for (const name of await readdir(dir)) expect(name).toMatch(/^(data\.json(\.journal)?|\.data\.json(\.journal)?\.\d+\.\d+\.tmp)$/);
      previous = state.n;
    }
    // The next start clears the temporary files the kills left.
    await openFileStore(path);
    expect((await readdir(dir)).sort()).toEqual(['data.json', 'data.json.journal']);
  });
});
