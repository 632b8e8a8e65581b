// The file a client attaches to a multipart field of format binary: a real 1x1 PNG (signature,
// IHDR, IDAT, IEND with their CRCs), so a server that decodes images accepts it as well.
const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function tinyPng(name = 'contract.png'): File {
  return new File([Buffer.from(TINY_PNG_BASE64, 'base64')], name, { type: 'image/png' });
}
