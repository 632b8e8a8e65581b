// Events and categories are read from localStorage (spec: not a server), through queries so that
// the pages and the admin refresh together after a mutation. The home page's list is
// public-events-query.ts.
import { queryOptions } from '@tanstack/react-query';
import { readCategories, readEvents } from '../utils/events-storage';
import { eventsKey, publicEventsQuery } from './public-events-query';

export const eventQueries = {
  all: eventsKey,
  /** Every stored post (localStorage `events`), in stored order. */
  list: () =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'list'],
      queryFn: async () => readEvents(),
      // Read synchronously on first use: the pages render their content at once, without a flash.
      initialData: () => readEvents(),
    }),
  /** The stored categories (localStorage `categories`); [] when none are stored. */
  categories: () =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'categories'],
      queryFn: async () => readCategories(),
      initialData: () => readCategories(),
    }),
  public: publicEventsQuery,
};
