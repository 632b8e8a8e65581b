// One way to speak to the API from a feature's api/ folder: reads as query options, writes as
// request functions, and mutations that name what they invalidate. The invalidating itself is done
// once, for every mutation, by the MutationCache of createQueryClient (react-query.ts).
import { mutationOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import { request, type RequestOptions } from './api-client';
import type { Invalidates } from './react-query';

/** A GET of the API as query options; `fallbackMessage` is the spec's text when the server gives none. */
export function apiQuery<T, TKey extends QueryKey = QueryKey>(
  queryKey: TKey,
  path: string,
  { auth = false, fallbackMessage }: { auth?: RequestOptions['auth']; fallbackMessage: string },
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => request<T>(path, { auth, fallbackMessage, signal }) });
}

export type Write<TVariables> = {
  fallbackMessage: string;
  /** Admin writes send the stored token (the default); a visitor's form sets false. */
  auth?: boolean;
  /** The request body built from the variables; the variables themselves when left out. */
  body?: (variables: TVariables) => unknown;
};

/** A write to the API as a request function of the mutation's variables. */
export function apiWrite<TVariables, TData>(
  method: NonNullable<RequestOptions['method']>,
  path: string | ((variables: TVariables) => string),
  { fallbackMessage, auth = true, body = (variables) => variables }: Write<TVariables>,
): (variables: TVariables) => Promise<TData> {
  return (variables) => {
    const send = (payload: unknown) =>
      request<TData>(typeof path === 'string' ? path : path(variables), { method, body: payload, auth, fallbackMessage });
    const payload = body(variables);
    // A body at hand goes out in this same tick: the stored token is read as the call is made, which
    // logout relies on (it clears the session right after starting the call).
    return payload instanceof Promise ? payload.then(send) : send(payload);
  };
}

/** Mutation options: once the mutation settles, the queries under `invalidates` are refetched. */
export function invalidating<TVariables, TData>(invalidates: Invalidates, mutationFn: (variables: TVariables) => Promise<TData>) {
  return mutationOptions({ mutationFn, meta: { invalidates } });
}

export type ResourceConfig = {
  /** The root of every query key of the resource ('banners'): a write refetches all of them. */
  key: string;
  /** The collection's path ('/api/banner'). */
  path: string;
  /** The spec's message when a read fails without one from the server. */
  fetchFailed: string;
};

/** An id given alone (delete, toggle) or inside the variables ({ id, ...fields }). */
type IdVariables = number | { id: number };

const noBody = () => undefined;

const idOf = (variables: IdVariables) => (typeof variables === 'number' ? variables : variables.id);

/**
 * A REST resource as the contract shapes it: GET path (public list), GET path/admin (admin list,
 * with token), GET path/{id}, POST path, PUT path/{id}, DELETE path/{id}, PATCH path/{id}/{action}.
 * Every query key starts with `key`, and every mutation built with `mutation` refetches them all.
 */
export function resourceClient<Item>({ key, path, fetchFailed }: ResourceConfig) {
  const all = () => [key] as const;
  const read = <T>(parts: readonly unknown[], url: string, auth: RequestOptions['auth'] = false) =>
    apiQuery<T>([key, ...parts], url, { auth, fallbackMessage: fetchFailed });
  const itemPath = (variables: IdVariables) => `${path}/${idOf(variables)}`;

  return {
    all,
    /** A read under [key, ...parts] that fails with the resource's fetch message. */
    read,
    list: () => read<Item[]>(['public'], path),
    adminList: () => read<Item[]>(['admin'], `${path}/admin`, true),
    // With the token when one is stored: staff may read an inactive record (the banner preview).
    detail: (id: number) => read<Item>(['detail', id], itemPath(id), 'if-stored'),
    /** Options for a mutation of this resource: settling refetches every query under all(). */
    mutation: <TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) => invalidating([all()], mutationFn),
    /** POST path. */
    create: <TInput, TData = Item>(write: Write<TInput>) => apiWrite<TInput, TData>('POST', path, write),
    /** PUT path/{id} (the body should leave the id out: it is in the path). */
    update: <TInput extends { id: number }>(write: Write<TInput>) => apiWrite<TInput, Item>('PUT', itemPath, write),
    /** DELETE path/{id}, without a body. */
    remove: (write: Omit<Write<number>, 'body'>) => apiWrite<number, unknown>('DELETE', itemPath, { ...write, body: noBody }),
    /** PATCH path/{id}/{action} (toggle, status, password); without a body unless `body` builds one. */
    patch: <TVariables extends IdVariables, TData = Item>(action: string, { body = noBody, ...write }: Write<TVariables>) =>
      apiWrite<TVariables, TData>('PATCH', (variables) => `${itemPath(variables)}/${action}`, { ...write, body }),
  };
}
