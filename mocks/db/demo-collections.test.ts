// Which stored collections a demo export carries: each one is in the export or named as left out,
// checked by tsc (a new collection missing from both fails to compile) and here at run time.
import { describe, expect, it } from 'vitest';
import { DEMO_COLLECTIONS, demoCollectionsSchema, type DemoCollectionName } from '@/types/api/demo';
import { Collection } from './collection';
import { createDb, type CollectionName } from './db';
import { NOT_EXPORTED } from './demo-data';
import { createMemoryStorage } from './storage';

// Compile-time: the list names every collection of the export's schema, and only stored ones.
const listed: [Exclude<DemoCollectionName, (typeof DEMO_COLLECTIONS)[number]>] extends [never] ? true : never = true;
const stored = DEMO_COLLECTIONS satisfies ReadonlyArray<CollectionName>;

/** The collections a db stores, read from a db itself. */
function storedCollections(): string[] {
  const db = createDb(createMemoryStorage());
  return Object.entries(db)
    .filter(([, value]) => value instanceof Collection)
    .map(([name]) => name);
}

describe('the demo export and the stored collections', () => {
  it("lists the schema's collections, in the schema's order", () => {
    expect(listed).toBe(true);
    expect([...stored]).toEqual(Object.keys(demoCollectionsSchema.shape));
  });

  it('carries every stored collection but those named as left out, with a reason', () => {
    const exported = new Set<string>(DEMO_COLLECTIONS);
    const leftOut = storedCollections().filter((name) => !exported.has(name));
    expect(leftOut.sort()).toEqual(Object.keys(NOT_EXPORTED).sort());
    for (const name of DEMO_COLLECTIONS) expect(storedCollections()).toContain(name);
  });
});
