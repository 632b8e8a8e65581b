import type { DonationType } from '@/types/api/donations';
import type { DonationRecord } from '../db/records';
import { seedDate } from './clock';

type Row = [
  name: string,
  country: string | undefined,
  amount: number,
  type: DonationType,
  anonymous: boolean,
  daysAgo: number,
  campaign: string,
  message?: string,
];

// Newest last; ids follow the order so id 30 is the newest donation.
const ROWS: Row[] = [
  ['Amelia Hughes', 'United Kingdom', 50, 'donation', false, 58, 'general'],
  ['Muhammad Usman', 'Pakistan', 250, 'zakat', false, 55, 'zakat', 'For families in need this Ramadan.'],
  ['Olivia Bennett', 'United States', 100, 'donation', false, 52, 'education'],
  ['Liam O’Connor', 'Canada', 25, 'sadqa', false, 50, 'general'],
  ['Fatima Al Mansoori', 'United Arab Emirates', 500, 'zakat', true, 47, 'zakat'],
  ['Jonas Weber', 'Germany', 75, 'donation', false, 45, 'medical-aid', 'Keep up the wonderful work.'],
  ['Aisha Rahman', 'United Kingdom', 10, 'sadqa', false, 43, 'general'],
  ['Bilal Ahmed', 'Pakistan', 1000, 'zakat', false, 40, 'zakat'],
  ['Emily Carter', 'United States', 35, 'donation', true, 38, 'education'],
  ['Sophie Tremblay', 'Canada', 60, 'donation', false, 36, 'disaster-relief', 'Thinking of everyone affected by the floods.'],
  ['Omar Khalid', 'United Arab Emirates', 150, 'sadqa', false, 34, 'general'],
  ['Hannah Schmidt', 'Germany', 20, 'donation', false, 31, 'general'],
  ['James Wilson', 'United Kingdom', 500, 'donation', false, 29, 'shelter'],
  ['Zainab Hussain', 'Pakistan', 40, 'sadqa', true, 27, 'general', 'Please pray for my mother.'],
  ['Noah Thompson', 'United States', 250, 'donation', false, 25, 'medical-aid'],
  ['Mariam Siddiqui', 'Canada', 300, 'zakat', false, 23, 'zakat'],
  ['Yusuf Ali', undefined, 15, 'sadqa', false, 21, 'general'],
  ['Charlotte Davies', 'United Kingdom', 100, 'donation', false, 19, 'education', 'In memory of my grandfather.'],
  ['Hassan Raza', 'Pakistan', 80, 'donation', false, 17, 'disaster-relief'],
  ['Layla Haddad', 'United Arab Emirates', 1200, 'zakat', true, 15, 'zakat'],
  ['Lukas Fischer', 'Germany', 45, 'donation', false, 13, 'general'],
  ['Grace Miller', 'United States', 20, 'sadqa', false, 11, 'general'],
  ['Imran Sheikh', 'United Kingdom', 200, 'zakat', false, 9, 'zakat', 'Zakat for this year, may it reach those most in need.'],
  ['Chloe Martin', 'France', 55, 'donation', false, 8, 'women-empowerment'],
  ['Ahmed Qureshi', 'Pakistan', 30, 'sadqa', false, 6, 'general'],
  ['Ethan Brown', 'Australia', 150, 'donation', false, 5, 'shelter'],
  ['Sana Malik', 'United Kingdom', 25, 'donation', true, 4, 'education'],
  ['Daniel Murphy', 'Ireland', 65, 'donation', false, 3, 'medical-aid'],
  ['Nadia Karim', 'Canada', 400, 'zakat', false, 2, 'zakat', 'Happy to help.'],
  ['Ibrahim Yilmaz', 'Türkiye', 50, 'sadqa', false, 1, 'general'],
];

/** Donors who chose monthly giving: spread over the two months, of all three types, one anonymous. */
const MONTHLY_DONORS = new Set([
  'Olivia Bennett',
  'Jonas Weber',
  'Aisha Rahman',
  'Hannah Schmidt',
  'Noah Thompson',
  'Charlotte Davies',
  'Imran Sheikh',
  'Sana Malik',
]);

const emailOf = (name: string, index: number) =>
  `${name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/\s+/g, '.')}${index % 3 === 0 ? '' : index}@example.com`;

export function seedDonations(): DonationRecord[] {
  return ROWS.map(([name, country, amount, type, anonymous, daysAgo, campaign, message], index) => {
    const id = index + 1;
    return {
      id,
      donor_name: name,
      donor_email: emailOf(name, id),
      // Optional fields are left out, not undefined, so an exported seed round-trips exactly.
      ...(id % 4 === 0 ? {} : { donor_phone: `+44 7700 9${String(id).padStart(5, '0')}` }),
      ...(country ? { donor_country: country } : {}),
      amount,
      currency: 'USD',
      payment_method: 'Credit Card',
      donation_type: type,
      campaign,
      frequency: MONTHLY_DONORS.has(name) ? 'monthly' : 'one-time',
      ...(message ? { message } : {}),
      is_anonymous: anonymous,
      card_last4: String(1000 + ((id * 7919) % 9000)).slice(-4),
      card_name: name,
      status: 'Completed',
      created_at: seedDate(daysAgo, (id * 37) % 600),
    };
  });
}
