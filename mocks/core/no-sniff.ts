// X-Content-Type-Options: nosniff on every answer of the backend, so a browser never reads an
// upload (a PNG with HTML appended) as anything but the type it is served with.
export const NO_SNIFF = { name: 'X-Content-Type-Options', value: 'nosniff' } as const;

/** The response with the header set (a copy when its headers are immutable). */
export function withNoSniff(response: Response): Response {
  try {
    response.headers.set(NO_SNIFF.name, NO_SNIFF.value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set(NO_SNIFF.name, NO_SNIFF.value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
