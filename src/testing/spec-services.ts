// The titles of the six services the spec lists (§8), in their display order: what the seed, the
// public fallback and the public pages are checked against, in unit and browser tests alike.
export const SPEC_SERVICE_TITLES = [
  "Children's Education",
  'Shelter & Housing',
  'Flood & Disaster Relief',
  "Women's Empowerment",
  'Medical Aid',
  'Zakat Campaigning',
];
