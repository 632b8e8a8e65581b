// What each tag of the OpenAPI document groups, as /developers and the linters show it (an image
// resource's tag is described by its docs). A tag an operation names without a description stops
// the build (buildOpenApiDocument throws).
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Authentication: 'Sign in for a bearer token, and sign out.',
  'Admin accounts': 'The staff accounts of the admin panel: administrators and moderators.',
  Uploads: 'Images uploaded from the admin panel, and the files they are served from.',
  Donations: 'Donations made on the donate page, their receipts and the giving reports.',
  'Contact forms': 'Messages sent from the contact page.',
  Volunteers: 'Volunteer applications and their review.',
  Events: 'The events and blog posts of the public site.',
  Settings: 'Theme colours, logos, e-mail settings and the zakat prices.',
  Outbox: 'The e-mails the mock server sends, kept in a simulated outbox.',
  Demo: 'Export, import, reset and scenarios of the demo data.',
};
