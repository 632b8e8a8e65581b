// Who a request to the HTTP server came from, for the sign-in throttle's cap per client: its remote
// address. The express app writes it into a header of its own before the handlers see the request
// (replacing any such header a client sent), and the backend reads it back.
import type { RequestHandler } from 'express';

export const CLIENT_ADDRESS_HEADER = 'x-backend-client-address';

/** The express middleware: the socket's remote address, never the client's say-so. */
export const markClientAddress: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? 'unknown';
  next();
};

/** The backend's clientOf: the address the app wrote; 'in-process' for a request handed to the backend directly (the contract suite). */
export const clientAddressOf = (request: Request): string => request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'in-process';
