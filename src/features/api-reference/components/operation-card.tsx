// One operation, in a region named 'METHOD /path': summary, who may call it, Try it, parameters,
// request body per content type and responses per status, schemas drawn readably.
import { useId, useMemo } from 'react';
import { describeSchema } from '../utils/describe-schema';
import { exampleRequest } from '../utils/example-request';
import {
  isAdministratorOnly,
  needsToken,
  resolve,
  type OpenApiDocument,
  type OperationEntry,
  type RequestBody,
  type ResponseObject,
} from '../utils/openapi';
import { PropertyList, SchemaView } from './schema-view';
import { TryIt } from './try-it';

/** The method's badge takes the app's badge colours: reads blue, creations green, changes amber, deletions red. */
const METHOD_BADGE: Partial<Record<OperationEntry['method'], string>> = {
  get: 'badge--info',
  post: 'badge--success',
  put: 'badge--warning',
  patch: 'badge--warning',
  delete: 'badge--danger',
};

function authText(entry: OperationEntry): string {
  if (!needsToken(entry.operation)) return 'None: public.';
  if (isAdministratorOnly(entry.operation)) return 'Bearer token of a signed-in admin; administrators only (not moderators).';
  return 'Bearer token of a signed-in admin.';
}

function Parameters({ doc, entry }: { doc: OpenApiDocument; entry: OperationEntry }) {
  if (entry.parameters.length === 0) return null;
  return (
    <>
      <h4>Parameters</h4>
      <PropertyList
        items={entry.parameters.map((parameter) => ({
          name: parameter.name,
          required: parameter.in === 'path' || !!parameter.required,
          schema: { ...describeSchema(parameter.schema, doc), ...(parameter.description ? { description: parameter.description } : {}) },
          note: `in ${parameter.in}`,
          example: parameter.example,
        }))}
      />
    </>
  );
}

function Body({ doc, entry }: { doc: OpenApiDocument; entry: OperationEntry }) {
  const body = resolve<RequestBody>(doc, entry.operation.requestBody);
  if (!body) return null;
  return (
    <>
      <h4>Request body</h4>
      <p>
        {body.required ? 'Required.' : 'Optional.'}
        {body.description ? ` ${body.description}` : ''}
      </p>
      {Object.entries(body.content).map(([contentType, media]) => (
        <div key={contentType} className="api-media">
          <h5>{contentType}</h5>
          <SchemaView schema={media.schema} doc={doc} />
        </div>
      ))}
    </>
  );
}

function Responses({ doc, entry }: { doc: OpenApiDocument; entry: OperationEntry }) {
  const responses = Object.entries(entry.operation.responses ?? {});
  if (responses.length === 0) return null;
  return (
    <>
      <h4>Responses</h4>
      <ul className="api-responses">
        {responses.map(([status, raw]) => {
          const response = resolve<ResponseObject>(doc, raw);
          return (
            <li key={status} className="api-media">
              <h5>
                <span className="api-status">{status}</span> {response?.description ?? ''}
              </h5>
              {Object.entries(response?.content ?? {}).map(([contentType, media]) => (
                <SchemaView key={contentType} schema={media.schema} doc={doc} contentType={contentType} />
              ))}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function OperationCard({ doc, entry, signedIn }: { doc: OpenApiDocument; entry: OperationEntry; signedIn: boolean }) {
  const headingId = useId();
  const example = useMemo(() => exampleRequest(doc, entry), [doc, entry]);
  const { operation } = entry;
  const method = entry.method.toUpperCase();
  return (
    <section className="api-op" aria-labelledby={headingId}>
      <h3 id={headingId} className="api-op__title">
        <span className={`badge api-method ${METHOD_BADGE[entry.method] ?? ''}`}>{method}</span> <code className="api-op__path">{entry.path}</code>
      </h3>
      {operation.summary ? <p className="api-op__summary">{operation.summary}</p> : null}
      {operation.description ? <p className="prewrap">{operation.description}</p> : null}
      <p>
        <strong>Authentication:</strong> {authText(entry)}
      </p>
      <TryIt example={example} needsToken={needsToken(operation)} signedIn={signedIn} />
      <Parameters doc={doc} entry={entry} />
      <Body doc={doc} entry={entry} />
      <Responses doc={doc} entry={entry} />
    </section>
  );
}
