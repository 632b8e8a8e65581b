// The API reference: the OpenAPI document loaded beside the app, its operations grouped by tag,
// each with its schemas and a Try it against the backend.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { apiUrl, appUrl, env } from '@/config/env';
import { paths } from '@/config/paths';
import { postSlug } from '@/lib/slug';
import { OPENAPI_FILE, openApiQuery } from '../api/openapi-query';
import { groupOperations, type OpenApiDocument } from '../utils/openapi';
import { OperationCard } from './operation-card';
import './api-reference.css';

export type ApiReferenceProps = {
  /** A signed-in admin's token goes with Try it on operations that need one. */
  signedIn: boolean;
  /** The backend is the demo one in the browser (not a real server). */
  mockBackend: boolean;
};

const tagId = (tag: string) => `api-${postSlug(tag)}`;

/** A full page load, since ?reset=1 is read when the demo backend starts. */
const resetHref = `${env.BASE_URL}${paths.developers.getHref().replace(/^\//, '')}?reset=1`;

function TryItNote({ mockBackend }: { mockBackend: boolean }) {
  if (!mockBackend) {
    return <p className="api-note">Try it sends an operation&apos;s example request to the API backend: requests that write change its data.</p>;
  }
  return (
    <p className="api-note">
      Try it sends an operation&apos;s example request to the in-browser demo backend and changes the demo data. Open any page with{' '}
      <code>?reset=1</code> to restore the seed data (<a href={resetHref}>reset and reload this page</a>).
    </p>
  );
}

function Reference({ doc, signedIn, mockBackend }: ApiReferenceProps & { doc: OpenApiDocument }) {
  const groups = useMemo(() => groupOperations(doc), [doc]);
  return (
    <>
      <div className="api-intro">
        <h2>
          {doc.info.title} <span className="api-intro__version">version {doc.info.version}</span>
        </h2>
        {doc.info.description ? <p className="prewrap">{doc.info.description}</p> : null}
        <p>
          The OpenAPI {doc.openapi} document: <a href={appUrl(OPENAPI_FILE)}>{OPENAPI_FILE}</a>. Its paths are relative to <code>{apiUrl('/')}</code>.
        </p>
        <TryItNote mockBackend={mockBackend} />
        <nav aria-label="API resources">
          <ul className="api-toc">
            {groups.map((group) => (
              <li key={group.tag}>
                <a href={`#${tagId(group.tag)}`}>{group.tag}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {groups.map((group) => (
        <section key={group.tag} className="api-tag" aria-labelledby={tagId(group.tag)}>
          <h2 id={tagId(group.tag)}>{group.tag}</h2>
          {group.description ? <p className="prewrap">{group.description}</p> : null}
          {group.operations.map((entry) => (
            <OperationCard key={entry.key} doc={doc} entry={entry} signedIn={signedIn} />
          ))}
        </section>
      ))}
    </>
  );
}

export function ApiReference(props: ApiReferenceProps) {
  const query = useQuery(openApiQuery());
  return (
    <div className="api-reference">
      <QueryState query={query} loadingLabel="Loading the API reference...">
        {(doc) => <Reference doc={doc} {...props} />}
      </QueryState>
    </div>
  );
}
