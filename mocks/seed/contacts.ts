import type { ContactStatusValue } from '@/types/api/contact';
import type { ContactRecord } from '../db/records';
import type { SeedClock } from '@/lib/seed-clock';

type Row = [name: string, email: string, phone: string, subject: string, message: string, status: ContactStatusValue, daysAgo: number];

// Oldest first; ids follow the order.
const ROWS: Row[] = [
  [
    'Sarah Johnson',
    'sarah.johnson@example.com',
    '+44 7700 900101',
    'Volunteering opportunities',
    'Hello, I would like to know whether you need volunteers for the weekend food bank. I am free most Saturdays.',
    'read',
    40,
  ],
  [
    'Tariq Mahmood',
    'tariq.m@example.com',
    '',
    'Gift Aid',
    'Can I add Gift Aid to the donation I made last month? I forgot to tick the box.',
    'read',
    34,
  ],
  [
    'Rebecca Lewis',
    'rebecca.lewis@example.com',
    '+44 7700 900202',
    'Corporate partnership',
    'Our company would like to match employee donations this year. Who should I speak to about a partnership?',
    'read',
    28,
  ],
  [
    'Khadija Noor',
    'khadija.noor@example.com',
    '',
    '',
    'Thank you for the help you gave my family after the floods. We are back in our home now.',
    'read',
    22,
  ],
  [
    'Michael Evans',
    'm.evans@example.com',
    '+1 202 555 0143',
    'Receipt request',
    'Please could you send me a receipt for my donation of $250 on the 3rd? I need it for my tax return.',
    'new',
    16,
  ],
  [
    'Asma Begum',
    'asma.begum@example.com',
    '+44 7700 900303',
    'School kits',
    'Are the school kits available for families outside London? We are in Birmingham.',
    'read',
    12,
  ],
  [
    'David Clarke',
    'david.clarke@example.com',
    '',
    'Fundraising event',
    'I am organising a charity football match and would love to raise money for your education programme. Do you have a fundraising pack?',
    'new',
    8,
  ],
  [
    'Noura Saleh',
    'noura.saleh@example.com',
    '+971 50 555 0199',
    'Zakat calculation',
    'How do you make sure my Zakat goes only to eligible recipients? I would like to understand your process.',
    'new',
    5,
  ],
  [
    'Peter Novak',
    'peter.novak@example.com',
    '',
    'Website feedback',
    'The donate page works great on my phone. Just wanted to say well done!',
    'read',
    3,
  ],
  [
    'Hina Javed',
    'hina.javed@example.com',
    '+92 300 555 0177',
    'Medical camp',
    'When is the next medical camp in Lahore? My parents would like to attend the eye test.',
    'new',
    1,
  ],
];

export function seedContacts(clock: SeedClock): ContactRecord[] {
  return ROWS.map(([name, email, phone, subject, message, status, daysAgo], index) => ({
    id: index + 1,
    name,
    email,
    ...(phone ? { phone } : {}),
    ...(subject ? { subject } : {}),
    message,
    status,
    created_at: clock.at(daysAgo, (index * 53) % 480),
  }));
}
