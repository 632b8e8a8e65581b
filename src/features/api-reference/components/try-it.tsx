// Try it: the operation's example request, a button that sends it, and the answer (status and
// body) in a live region that is on the page from the start, so its change is announced.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { RawResponse } from '@/lib/api-client';
import { useTryOperation } from '../api/try-operation';
import type { ExampleBody, ExampleRequest } from '../utils/example-request';

function BodyPreview({ body }: { body: ExampleBody }) {
  const shown = body.contentType === 'application/json' ? body.value : body.fields;
  return (
    <details className="api-raw">
      <summary>Example body ({body.contentType})</summary>
      <pre className="api-code">{JSON.stringify(shown, null, 2)}</pre>
      {body.contentType === 'multipart/form-data' && body.files.length ? (
        <p>Files: {body.files.map((name) => `${name} (a 1×1 PNG)`).join(', ')}</p>
      ) : null}
    </details>
  );
}

function Answer({ response }: { response: RawResponse }) {
  const { body } = response;
  return (
    <>
      <p className="api-try__status">
        <strong>Status {response.status}</strong>
        {response.statusText ? ` ${response.statusText}` : ''}
      </p>
      {body.kind === 'json' ? <pre className="api-code">{JSON.stringify(body.value, null, 2)}</pre> : null}
      {body.kind === 'text' ? <pre className="api-code">{body.value}</pre> : null}
      {body.kind === 'binary' ? (
        <p>
          A binary body: {response.contentType}, {body.size} bytes.
        </p>
      ) : null}
      {body.kind === 'empty' ? <p>No body.</p> : null}
    </>
  );
}

export function TryIt({ example, needsToken, signedIn }: { example: ExampleRequest; needsToken: boolean; signedIn: boolean }) {
  const tryIt = useTryOperation(example, needsToken);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The button is disabled while the request is pending, and a disabled button loses the focus:
  // give it back to a keyboard user once it is enabled again, unless the focus went elsewhere.
  const refocus = useRef(false);
  useEffect(() => {
    if (tryIt.isPending || !refocus.current) return;
    refocus.current = false;
    if (document.activeElement === document.body || document.activeElement === null) buttonRef.current?.focus();
  }, [tryIt.isPending]);

  const send = () => {
    refocus.current = document.activeElement === buttonRef.current;
    tryIt.mutate();
  };

  return (
    <div className="api-try">
      <p className="api-try__request">
        Example request: <code>{`${example.method} ${example.url}`}</code>
      </p>
      {example.body ? <BodyPreview body={example.body} /> : null}
      {needsToken && !signedIn ? (
        <p className="api-try__hint">
          Without a token the backend answers 401. <Link to={paths.login.getHref()}>Sign in as an admin</Link> to send one.
        </p>
      ) : null}
      <Button ref={buttonRef} variant="outline" size="sm" isLoading={tryIt.isPending} onClick={send}>
        Try it
      </Button>
      <div role="status" className="api-try__answer">
        {tryIt.isPending ? <p>Sending the request...</p> : null}
        {!tryIt.isPending && tryIt.isError ? <p>{tryIt.error.message}</p> : null}
        {!tryIt.isPending && tryIt.data ? <Answer response={tryIt.data} /> : null}
      </div>
    </div>
  );
}
