// The admin's writes of an image resource (banners, services, gallery) from its client: create,
// update and delete with their spec messages, and the toggle of a resource that has one. A
// resource's mutations then live in one file of its feature; its queries stay in another, which the
// public pages import without the admin's write code.
import { useMutation } from '@tanstack/react-query';
import type { resourceClient, Write } from './api-resource';

type Client<Item> = ReturnType<typeof resourceClient<Item>>;

export interface ResourceMutationConfig<Input> {
  /** The request body of a create or an update, from the form's values (JSON or multipart). */
  body: NonNullable<Write<Input>['body']>;
  /** The spec's message of each write when the server gives none. */
  messages: { create: string; update: string; remove: string };
}

/** POST path, PUT path/{id} and DELETE path/{id} as hooks; each refetches every query of the resource. */
export function resourceMutations<Item, Input>(client: Client<Item>, { body, messages }: ResourceMutationConfig<Input>) {
  const create = client.create<Input, Item>({ body, fallbackMessage: messages.create });
  const update = client.update<Input & { id: number }>({ body, fallbackMessage: messages.update });
  const remove = client.remove({ fallbackMessage: messages.remove });
  return {
    useCreate: () => useMutation(client.mutation(create)),
    useUpdate: () => useMutation(client.mutation(update)),
    useDelete: () => useMutation(client.mutation(remove)),
  };
}

/** PATCH path/{id}/toggle as a hook: flips is_active and returns the record. */
export function toggleMutation<Item>(client: Client<Item>, fallbackMessage: string) {
  const toggle = client.patch<number>('toggle', { fallbackMessage });
  return () => useMutation(client.mutation(toggle));
}
