// Where two export snapshots differ, named down to the collection ('collections.services'), so a
// failed "writes nothing" check says what was written.
import { isDeepStrictEqual } from 'node:util';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function changedParts(before: unknown, after: unknown, path = '', depth = 2): string[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (depth === 0 || !isObject(before) || !isObject(after)) return [path || '(everything)'];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => changedParts(before[key], after[key], path ? `${path}.${key}` : key, depth - 1));
}
