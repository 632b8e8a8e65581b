// Which stored collections a demo export carries: each one is in the export or named as left out,
// checked by tsc (a new collection missing from both fails to compile) and here at run time.
import { describe, expect, it } from 'vitest';
import { createDb } from './db';
import { demoContractOf, NOT_EXPORTED } from './demo-data';
import { createMemoryStorage } from './storage';

describe('the demo export and the stored collections', () => {
  const db = createDb(createMemoryStorage());
  const demo = demoContractOf(db);

  it("lists the schema's collections, in the schema's order, the image resources' first", () => {
    expect(demo.collections).toEqual(Object.keys(demo.collectionsSchema.shape));
    expect(demo.collections.slice(0, db.resources.length)).toEqual(db.resources.map((resource) => resource.name));
  });

  it('carries every stored collection but those named as left out, with a reason', () => {
    const exported = new Set<string>(demo.collections);
    const leftOut = [...db.collections.keys()].filter((name) => !exported.has(name));
    expect(leftOut.sort()).toEqual(Object.keys(NOT_EXPORTED).sort());
    expect(demo.collections.every((name) => db.collections.has(name))).toBe(true);
    for (const reason of Object.values(NOT_EXPORTED)) expect(reason.length).toBeGreaterThan(20);
  });
});
