/** Post slug: lowercase, every run of non-alphanumerics becomes one hyphen, trimmed of hyphens. */
export function postSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Category slug: lowercase name with spaces turned into hyphens. */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
