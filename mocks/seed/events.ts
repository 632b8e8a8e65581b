// The spec's browser-side data, events and categories in localStorage: its seed is the shared
// module's, so the pages' own fallback and the mock backend name the same posts.
export { seedCategories, seedEvents } from '@/lib/local-events';
