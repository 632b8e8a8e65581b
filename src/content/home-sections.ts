// Built-in texts of the home page's sections below its first screen: the donation call to action
// and the why-choose section.

/** The donation call to action. The amounts are written exactly as the spec gives them. */
export const DONATION_CTA = {
  eyebrow: 'Donate Today',
  title: 'Help Us Reach Our Goal',
  text: 'Our winter appeal provides warm meals, blankets and medicine to families facing the coldest months without shelter. Every donation brings us closer.',
  raised: '$5,00.00',
  goal: '$10,00.00',
  percent: 85,
  image_url: '/images/cta-donate.jpg',
} as const;

export const WHY_CHOOSE = {
  eyebrow: 'Why Choose Us',
  title: 'Your Kindness, Delivered With Care',
  text: 'We keep our costs low and our promises high. Our field teams live in the communities they serve, so help arrives quickly and is spent where it matters most.',
  image_url: '/images/volunteer.jpg',
  bars: [
    { label: 'Projects Completed', percent: 55 },
    { label: 'Donations Delivered', percent: 85 },
  ],
  points: [
    { title: 'Transparent Giving', text: 'Every donation is tracked and reported back to you.' },
    { title: 'Local Volunteers', text: 'Trusted people on the ground in every community we serve.' },
  ],
} as const;
