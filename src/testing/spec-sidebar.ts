/** Spec §2: the admin sidebar's sections, in order (the unit and end-to-end sidebar tests check them). */
export const SPEC_SIDEBAR = [
  'Dashboard',
  'Blog Posts',
  'Donations',
  'Volunteers',
  'Messages',
  'Contact Forms',
  'Admin',
  'Banner',
  'Services',
  'Gallery',
  'Settings',
];
