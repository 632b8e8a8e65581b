// The crash test's child: saves ever new large states through the API server's file store until it
// is killed. Prints "from N" with the state it found on disk, then "wrote N" once state N is saved.
//   node --import tsx mocks/db/file/crash-fixture/writer.ts FILE
import { createTsLoader } from '../../../../tools/load-ts';

const [path] = process.argv.slice(2);
const loader = await createTsLoader();
const { openFileStore } = await loader.load<typeof import('../file-store')>('/mocks/db/file/file-store.ts');
const { bigState, STATE_KEY } = await loader.load<typeof import('./state')>('/mocks/db/file/crash-fixture/state.ts');
const { storage } = await openFileStore(path);
let n = (await storage.getItem<{ n: number }>(STATE_KEY))?.n ?? 0;
process.stdout.write(`from ${n}\n`);
for (;;) {
  n += 1;
  await storage.setItem(STATE_KEY, bigState(n));
  process.stdout.write(`wrote ${n}\n`);
}
