// How deep a request's JSON may nest. A parsed value nested thousands deep breaks whatever walks it
// recursively afterwards (JSON.stringify, a structured clone: a stack overflow, a 500), so a body
// deeper than any the API takes is refused with 400 as soon as it is parsed, in every host.

/** Far over any body the API takes (a demo export nests 6 deep). */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `Request body is nested more than ${MAX_JSON_DEPTH} levels deep`;

/** Whether a parsed JSON value nests deeper than MAX_JSON_DEPTH (walked without recursion). */
export function isTooDeep(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}
