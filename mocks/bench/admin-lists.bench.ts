// The mock backend's cost as data grows: GET /api/donations/admin and GET /api/volunteers/admin
// over msw/node at 1,000, 10,000 and 50,000 records. "warm" reads the collection cache the
// handlers keep; "cold" drops it first, so the storage read (a structured clone, as IndexedDB
// does) is counted too. Run: npx vitest bench --run mocks/bench/admin-lists.bench.ts
import { bench, describe } from 'vitest';
import { apiUrl } from '@/config/env';
import { tokenHash } from '@mocks/auth/passwords';
import { createDb, type Db } from '@mocks/db/db';
import { setDb } from '@mocks/testing/current-db';
import type { DonationRecord, VolunteerRecord } from '@mocks/db/records';
import { createMemoryStorage } from '@mocks/db/storage';
import { seedDb } from '@mocks/seed';
import { now } from '@/lib/clock';

export const SIZES = [1_000, 10_000, 50_000] as const;
const TOKEN = 'bench-token-0123456789abcdef';
const FIRST = ['Amelia', 'Oliver', 'Isla', 'Noah', 'Ava', 'Leo', 'Mia', 'Arthur', 'Zara', 'Omar', 'Fatima', 'Yusuf'];
const LAST = ['Khan', 'Smith', 'Jones', 'Patel', 'Brown', 'Taylor', 'Ahmed', 'Wilson', 'Evans', 'Ali'];
const TYPES = ['donation', 'zakat', 'sadqa'] as const;
const AVAILABILITY = ['Weekdays', 'Weekends', 'Both'] as const;
const START = Date.UTC(2024, 0, 1);

function donation(i: number): DonationRecord {
  const first = FIRST[i % FIRST.length];
  const last = LAST[(i * 7) % LAST.length];
  return {
    id: i + 1,
    donor_name: `${first} ${last}`,
    donor_email: `${first}.${last}.${i}@example.org`.toLowerCase(),
    donor_phone: `+44 7700 ${String(100000 + i).slice(-6)}`,
    donor_country: 'United Kingdom',
    amount: 10 + ((i * 37) % 990),
    currency: 'USD',
    payment_method: 'Credit Card',
    donation_type: TYPES[i % 3],
    campaign: 'general',
    frequency: 'one-time',
    message: i % 4 === 0 ? 'Keep up the good work.' : undefined,
    is_anonymous: i % 9 === 0,
    card_last4: String(1000 + (i % 9000)),
    card_name: `${first} ${last}`,
    status: 'Completed',
    created_at: new Date(START + i * 60_000).toISOString(),
  };
}

function volunteer(i: number): VolunteerRecord {
  const first = FIRST[(i * 5) % FIRST.length];
  const last = LAST[(i * 3) % LAST.length];
  return {
    id: i + 1,
    name: `${first} ${last}`,
    email: `${first}.${last}.v${i}@example.org`.toLowerCase(),
    phone: `+44 7700 ${String(200000 + i).slice(-6)}`,
    address: `${i} High Street, London, UK`,
    age: 18 + (i % 60),
    skills: 'Teaching, First aid, Driving',
    experience: i % 2 ? 'Two years at a food bank.' : undefined,
    availability: AVAILABILITY[i % 3],
    motivation: 'I want to help my community.',
    emergency_contact: 'Sam Smith',
    emergency_phone: '+44 7700 900000',
    status: i % 3 ? 'pending' : 'approved',
    created_at: new Date(START + i * 60_000).toISOString(),
  };
}

const dbs = new Map<number, Db>();

/** A seeded db holding `size` donations and volunteers and a bench admin session (built once per size). */
async function dbWith(size: number): Promise<Db> {
  let db = dbs.get(size);
  if (!db) {
    db = createDb(createMemoryStorage());
    await seedDb(db, 'default', now());
    await db.donations.replaceAll(Array.from({ length: size }, (_, i) => donation(i)));
    await db.volunteers.replaceAll(Array.from({ length: size }, (_, i) => volunteer(i)));
    await db.sessions.replaceAll([{ id: 1, tokenHash: await tokenHash(TOKEN), adminId: 1, expiresAt: Date.now() + 24 * 3600_000 }]);
    dbs.set(size, db);
  }
  return db;
}

async function getList(path: string, expected: number): Promise<void> {
  const res = await fetch(apiUrl(path), { headers: { Authorization: `Bearer ${TOKEN}` } });
  const body = (await res.json()) as { data?: unknown[] };
  if (res.status !== 200 || body.data?.length !== expected) {
    throw new Error(`${path}: status ${res.status}, ${body.data?.length ?? 'no'} rows (expected ${expected})`);
  }
}

for (const path of ['/api/donations/admin', '/api/volunteers/admin']) {
  for (const mode of ['warm', 'cold'] as const) {
    describe(`GET ${path} (${mode})`, () => {
      for (const size of SIZES) {
        let db: Db;
        bench(
          `${size} records`,
          async () => {
            if (mode === 'cold') db.invalidate();
            await getList(path, size);
          },
          {
            time: size >= 50_000 ? 1500 : 800,
            iterations: 5,
            warmupIterations: 2,
            setup: async () => {
              // The global test setup reseeds the db between tasks; put this size's db back.
              db = await dbWith(size);
              setDb(db);
            },
          },
        );
      }
    });
  }
}
