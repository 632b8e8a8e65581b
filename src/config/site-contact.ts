// The foundation's name and public contact details, shown in the top bar, the footer, the contact
// page and on donation receipts.
const address = '24 Kingsway, London WC2B 6NH, United Kingdom';
const phone = '+44 20 7946 0321';

// 24 Kingsway, Holborn: marker at the building, a box of roughly 700 x 550 m around it.
const mapCenter = { lat: 51.5147, lon: -0.1196 } as const;

export const siteContact = {
  name: 'Hope Foundation',
  phone,
  /** tel: URI of the phone number (digits and leading +, no spaces). */
  phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
  email: 'info@hopefoundation.org.uk',
  emailHref: 'mailto:info@hopefoundation.org.uk',
  address,
  social: {
    facebook: 'https://www.facebook.com/hopefoundationuk',
    instagram: 'https://www.instagram.com/hopefoundationuk',
    linkedin: 'https://www.linkedin.com/company/hopefoundationuk',
  },
  mapCenter,
  /** OpenStreetMap embed of the office, with a marker. */
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=-0.1246%2C51.5122%2C-0.1146%2C51.5172&layer=mapnik&marker=51.5147%2C-0.1196',
  /** Full-page map link for people who want directions. */
  mapLinkUrl: `https://www.openstreetmap.org/?mlat=${mapCenter.lat}&mlon=${mapCenter.lon}#map=17/${mapCenter.lat}/${mapCenter.lon}`,
} as const;

export type SocialNetwork = keyof typeof siteContact.social;
