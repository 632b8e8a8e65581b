import type { DonationType } from '@/types/api/donations';
import type { DonationRecord } from '../db/records';
import { monthsBefore, type SeedClock } from '@/lib/seed-clock';

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

// Oldest first; daysAgo is each donor's latest gift.
const ROWS: Row[] = [
  ['Amelia Hughes', 'United Kingdom', 50, 'donation', false, 350, 'general'],
  ['Muhammad Usman', 'Pakistan', 250, 'zakat', false, 334, 'zakat', 'For families in need this Ramadan.'],
  ['Olivia Bennett', 'United States', 100, 'donation', false, 26, 'education'],
  ['Liam O’Connor', 'Canada', 25, 'sadqa', false, 318, 'general'],
  ['Fatima Al Mansoori', 'United Arab Emirates', 500, 'zakat', true, 300, 'zakat'],
  ['Jonas Weber', 'Germany', 75, 'donation', false, 22, 'medical-aid', 'Keep up the wonderful work.'],
  ['Aisha Rahman', 'United Kingdom', 10, 'sadqa', false, 19, 'general'],
  ['Bilal Ahmed', 'Pakistan', 1000, 'zakat', false, 283, 'zakat'],
  ['Emily Carter', 'United States', 35, 'donation', true, 266, 'education'],
  ['Sophie Tremblay', 'Canada', 60, 'donation', false, 249, 'disaster-relief', 'Thinking of everyone affected by the floods.'],
  ['Omar Khalid', 'United Arab Emirates', 150, 'sadqa', false, 232, 'general'],
  ['Hannah Schmidt', 'Germany', 20, 'donation', false, 15, 'general'],
  ['James Wilson', 'United Kingdom', 500, 'donation', false, 215, 'shelter'],
  ['Zainab Hussain', 'Pakistan', 40, 'sadqa', true, 198, 'general', 'Please pray for my mother.'],
  ['Noah Thompson', 'United States', 250, 'donation', false, 12, 'medical-aid'],
  ['Mariam Siddiqui', 'Canada', 300, 'zakat', false, 181, 'zakat'],
  ['Yusuf Ali', undefined, 15, 'sadqa', false, 164, 'general'],
  ['Charlotte Davies', 'United Kingdom', 100, 'donation', false, 9, 'education', 'In memory of my grandfather.'],
  ['Hassan Raza', 'Pakistan', 80, 'donation', false, 147, 'disaster-relief'],
  ['Layla Haddad', 'United Arab Emirates', 1200, 'zakat', true, 130, 'zakat'],
  ['Lukas Fischer', 'Germany', 45, 'donation', false, 113, 'general'],
  ['Grace Miller', 'United States', 20, 'sadqa', false, 96, 'general'],
  ['Imran Sheikh', 'United Kingdom', 200, 'zakat', false, 6, 'zakat', 'Zakat for this year, may it reach those most in need.'],
  ['Chloe Martin', 'France', 55, 'donation', false, 79, 'women-empowerment'],
  ['Ahmed Qureshi', 'Pakistan', 30, 'sadqa', false, 62, 'general'],
  ['Ethan Brown', 'Australia', 150, 'donation', false, 45, 'shelter'],
  ['Sana Malik', 'United Kingdom', 25, 'donation', true, 3, 'education'],
  ['Daniel Murphy', 'Ireland', 65, 'donation', false, 2, 'medical-aid'],
  ['Nadia Karim', 'Canada', 400, 'zakat', false, 1, 'zakat', 'Happy to help.'],
  ['Ibrahim Yilmaz', 'Türkiye', 50, 'sadqa', false, 0, 'general'],
];

/**
 * Donors who chose monthly giving, of all three types, one anonymous: their row is their latest
 * gift, within the last month, and they gave the same on the same day of each month before it, for
 * this many months.
 */
const MONTHLY_DONORS = new Map([
  ['Olivia Bennett', 11],
  ['Jonas Weber', 10],
  ['Aisha Rahman', 8],
  ['Hannah Schmidt', 11],
  ['Noah Thompson', 6],
  ['Charlotte Davies', 9],
  ['Imran Sheikh', 4],
  ['Sana Malik', 11],
]);

/** Rows this recent are kept in the current month, so "this month" has gifts on any day, the 1st included. */
const THIS_MONTH_DAYS = 3;

const emailOf = (name: string, index: number) =>
  `${name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/\s+/g, '.')}${index % 3 === 0 ? '' : index}@example.com`;

/**
 * The seed's 100 donations at `clock`'s now: one-off gifts over the last 12 months and monthly
 * donors' recurring ones, ids in date order (the highest is the newest).
 */
export function seedDonations(clock: SeedClock): DonationRecord[] {
  const gifts = ROWS.flatMap(([name, country, amount, type, anonymous, daysAgo, campaign, message], index) => {
    const row = index + 1;
    const minutes = (row * 37) % 600;
    const latest = daysAgo <= THIS_MONTH_DAYS ? clock.thisMonth(daysAgo, minutes) : clock.at(daysAgo, minutes);
    const gift: Omit<DonationRecord, 'id' | 'message' | 'created_at'> = {
      donor_name: name,
      donor_email: emailOf(name, row),
      // Optional fields are left out, not undefined, so an exported seed round-trips exactly.
      ...(row % 4 === 0 ? {} : { donor_phone: `+44 7700 9${String(row).padStart(5, '0')}` }),
      ...(country ? { donor_country: country } : {}),
      amount,
      currency: 'USD',
      payment_method: 'Credit Card',
      donation_type: type,
      campaign,
      frequency: MONTHLY_DONORS.has(name) ? 'monthly' : 'one-time',
      is_anonymous: anonymous,
      card_last4: String(1000 + ((row * 7919) % 9000)).slice(-4),
      card_name: name,
      status: 'Completed',
    };
    // The message goes with the latest gift only.
    const earlier = Array.from({ length: MONTHLY_DONORS.get(name) ?? 0 }, (_, k) => ({ ...gift, created_at: monthsBefore(latest, k + 1) }));
    return [{ ...gift, ...(message ? { message } : {}), created_at: latest }, ...earlier];
  });
  // A stable sort: gifts at the same instant keep the rows' order.
  return gifts.sort((a, b) => a.created_at.localeCompare(b.created_at)).map((gift, index) => ({ id: index + 1, ...gift }));
}
