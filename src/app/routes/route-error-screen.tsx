// The router's error screen: 'Unexpected Application Error!' with the status and status text, or
// the message; a chunk that failed to load also gets its failure type, URL and a reload button.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ChunkLoadError } from '@/lib/chunk';
import './route-error-screen.css';

export function RouteErrorScreen() {
  const error = useRouteError();
  let detail: string;
  if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) detail = error.message;
  else detail = String(error);

  return (
    <section className="route-error" aria-labelledby="route-error-title">
      <h2 id="route-error-title">Unexpected Application Error!</h2>
      <h3 className="route-error__detail">{detail}</h3>
      {error instanceof ChunkLoadError && (
        <>
          <dl className="route-error__facts">
            <dt>Failure type</dt>
            <dd>{error.type}</dd>
            <dt>URL</dt>
            <dd>{error.url || 'unknown'}</dd>
          </dl>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Reload page
          </button>
        </>
      )}
    </section>
  );
}
