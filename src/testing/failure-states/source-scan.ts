// For a row that says the app never makes its call: the app's modules that name the call's path.
// The registry and the OpenAPI pieces name every path by design, and tests are not the app. A path
// built from pieces (resourceClient's `${path}/${id}`) escapes the scan: such a row needs a look by hand.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL as NodeURL } from 'node:url';

const SRC = fileURLToPath(new NodeURL('../../', import.meta.url));
const NOT_THE_APP = /(\.test\.tsx?$|^testing\/|^types\/api\/operations\/|^types\/api\/openapi\/|^features\/api-reference\/utils\/openapi-fixture\.ts$)/;

/** '/api/banner/{id}' as it appears in code: '/api/banner/' followed by a template or a number. */
function pathInCode(path: string): RegExp {
  const [literal] = path.split('{');
  const escaped = literal.replace(/[.*+?^$()[\]\\/]/g, '\\$&');
  return path.includes('{') ? new RegExp(`${escaped}(\\$\\{|\\d|['"\`]\\s*\\+)`) : new RegExp(`${escaped}(?![\\w/-])`);
}

export function modulesNaming(path: string): string[] {
  const pattern = pathInCode(path);
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => /\.tsx?$/.test(file) && !NOT_THE_APP.test(file))
    .filter((file) => pattern.test(readFileSync(`${SRC}${file}`, 'utf8')));
}
