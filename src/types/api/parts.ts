// The API's parts, named once: each layer declares its share of a part in a map keyed by these
// names (the contract's operations, src/types/api/operations; the backend's routes,
// mocks/handlers/routes.ts), so a part one layer forgets fails to compile. This order is the one
// the OpenAPI document lists the operations in and the route table tries the routes in.
export const API_PARTS = [
  'admins',
  // The image resources (banners, services, gallery), as the backend's registry lists them: mocks/resources.
  'image-resources',
  'donations',
  'donation-report',
  'contact-forms',
  'volunteers',
  'events',
  'settings',
  'uploads',
  'demo',
] as const;

export type ApiPart = (typeof API_PARTS)[number];
