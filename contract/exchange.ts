// One request sent through a transport and its answer, read once so that every check can look at it.

/** How the suite reaches a server: fetch over HTTP, or a backend's handle() in the same process. */
export type Transport = (request: Request) => Promise<Response>;

export interface Exchange {
  /** What was sent, for the details: 'valid example (application/json)', 'no token', ... */
  label: string;
  /** 0 when the transport itself failed (connection refused, a throw in-process). */
  status: number;
  contentType: string;
  /** The parsed JSON body; undefined when the body is not JSON. */
  json?: unknown;
  /** Set when the answer says it is JSON but does not parse. */
  jsonError?: string;
  size: number;
  transportError?: string;
}

export async function send(transport: Transport, label: string, request: Request): Promise<Exchange> {
  let response: Response;
  try {
    response = await transport(request);
  } catch (error) {
    return { label, status: 0, contentType: '', size: 0, transportError: (error as Error).message };
  }
  const contentType = response.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  const exchange: Exchange = { label, status: response.status, contentType, size: bytes.byteLength };
  if (/[/+]json\b/i.test(contentType)) {
    try {
      exchange.json = JSON.parse(new TextDecoder().decode(bytes));
    } catch (error) {
      exchange.jsonError = (error as Error).message;
    }
  }
  return exchange;
}

/** '401 {"success":false,"message":"..."}', cut short, for a check's detail. */
export function describeAnswer(exchange: Exchange): string {
  if (exchange.transportError) return `no answer (${exchange.transportError})`;
  const body = exchange.json === undefined ? `${exchange.size} bytes of ${exchange.contentType || 'no content type'}` : JSON.stringify(exchange.json);
  return `${exchange.status} ${body.length > 300 ? `${body.slice(0, 300)}...` : body}`;
}
