// The stored data's shapes: bump it when they change; a store of another version is reseeded. Its own
// module, so the page's version check (hosts/worker/version.ts) reads it without the db.
export const SCHEMA_VERSION = 1;
