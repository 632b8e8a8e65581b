// What each illustration under public/images shows, by file: several files draw the same scene
// (a banner's crop of a gallery picture, say), so "the same image twice" is the same scene twice.
export const SCENES: Record<string, string> = {
  'about-1': 'team planning',
  'about-2': 'iftar',
  'banner-1': 'outdoor class',
  'cta-donate': 'hands and heart',
  'page-header': 'page header',
  'volunteer': 'volunteer team',
  'banner-2': 'flood boat',
  'banner-3': 'food drive',
  'banner-4': 'warm meals',
  'event-1': 'classroom',
  'event-2': 'medical camp',
  'event-3': 'food drive',
  'event-4': 'tree planting',
  'event-5': 'gala',
  'event-6': 'sewing',
  'gallery-01': 'walk to school',
  'gallery-02': 'food drive',
  'gallery-03': 'medical camp',
  'gallery-04': 'flood boat',
  'gallery-05': 'sewing',
  'gallery-06': 'hands and heart',
  'gallery-07': 'iftar',
  'gallery-08': 'tree planting',
  'gallery-09': 'house building',
  'gallery-10': 'water pump',
  'gallery-11': 'classroom',
  'gallery-12': 'volunteer team',
  'gallery-13': 'clinic',
  'gallery-14': 'warm meals',
  'gallery-15': 'zakat box',
  'gallery-16': 'gala',
  'service-1': 'outdoor class',
  'service-2': 'house building',
  'service-3': 'flood boat',
  'service-4': 'sewing',
  'service-5': 'medical camp',
  'service-6': 'zakat box',
};

/** The illustration a URL names ('/charity/images/banners/banner-3-480w.avif' → 'banner-3'), or null. */
export function pictureOf(url: string): string | null {
  const match = /\/images\/(?:[a-z]+\/)?([a-z0-9-]+?)(?:-\d+w)?\.(?:jpe?g|png|webp|avif)\b/.exec(url);
  return match ? match[1] : null;
}
