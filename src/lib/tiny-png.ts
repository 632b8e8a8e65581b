// The file a client attaches to a multipart field of type binary (the API reference's Try it, the
// contract suite): a real 1x1 transparent PNG (signature, IHDR, IDAT, IEND with their CRCs), which
// passes the backend's type and magic-number checks, and a server that decodes images too.
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function tinyPng(name: string): File {
  const bytes = Uint8Array.from(atob(ONE_PIXEL_PNG), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
