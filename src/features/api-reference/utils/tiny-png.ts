// The file Try it attaches to a multipart field of type binary: a 1x1 transparent PNG, which
// passes the backend's type and magic-number checks and is as small as a PNG gets.
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function tinyPng(name = 'try-it.png'): File {
  const bytes = Uint8Array.from(atob(ONE_PIXEL_PNG), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
