// The body of the router's error screens: 'Unexpected Application Error!' with the status and
// status text, or the message; a chunk that failed to load also gets its failure type, URL and a
// reload button. Links lead back into the site (public) or to the dashboard (admin).
import { faArrowLeft, faEnvelope, faHeart, faHouse } from '@fortawesome/free-solid-svg-icons';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ChunkLoadError } from '@/lib/chunk';
import './route-error-screen.css';

function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function RouteErrorContent({ admin }: { admin: boolean }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="route-error" aria-labelledby="route-error-title">
      <title>{`${notFound ? 'Page Not Found' : 'Error'} | ${admin ? 'Admin | ' : ''}Hope Foundation`}</title>
      <h1 id="route-error-title" className="route-error__title">
        Unexpected Application Error!
      </h1>
      <p className="route-error__detail">{errorDetail(error)}</p>
      {error instanceof ChunkLoadError && (
        <>
          <dl className="route-error__facts">
            <dt>Failure type</dt>
            <dd>{error.type}</dd>
            <dt>URL</dt>
            <dd>{error.url || 'unknown'}</dd>
          </dl>
          <Button onClick={() => window.location.reload()}>Reload page</Button>
        </>
      )}
      <nav className="route-error__links" aria-label="Ways back">
        {admin ? (
          <ButtonLink to={paths.adminDashboard.getHref()} icon={faArrowLeft}>
            Back to Dashboard
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to={paths.home.getHref()} variant="outline" icon={faHouse}>
              Home
            </ButtonLink>
            <ButtonLink to={paths.donate.getHref()} variant="secondary" icon={faHeart}>
              Donate Now
            </ButtonLink>
            <ButtonLink to={paths.contact.getHref()} variant="outline" icon={faEnvelope}>
              Contact Us
            </ButtonLink>
          </>
        )}
      </nav>
    </section>
  );
}
