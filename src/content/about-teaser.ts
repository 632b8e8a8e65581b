// The home page's about teaser, apart from the About page's story (about.ts) and its icons: the
// home page loads only these few lines.
export const FOUNDED_YEAR = 2013;

/** The home page's short version of the story. */
export const aboutTeaser = {
  eyebrow: 'About Us',
  title: 'Helping Families Build a Brighter Tomorrow',
  text: `Since ${FOUNDED_YEAR}, Hope Foundation has supported thousands of families with shelter, healthcare, education and emergency relief. Together with our donors and volunteers we turn compassion into lasting change.`,
  points: ['Emergency relief within days', 'Education for every child', 'Healthcare for all', 'Fair work and dignity'],
} as const;
