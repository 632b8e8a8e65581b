import { describe, expect, it } from 'vitest';
import { storedDonationSchema } from '@/types/api/donations';
import { eventsListSchema } from '@/types/api/events';
import { volunteerSchema } from '@/types/api/volunteers';
import { createDb } from '../db/db';
import { createMemoryStorage } from '../db/storage';
import { ensureLocalData } from '../db/local-data';
import { BIG_DONATIONS, BIG_EVENTS, BIG_VOLUNTEERS, bigDonations, bigEvents, bigVolunteers } from './big';
import { seedDb } from '.';
import { seedDonations } from './donations';
import { testSeedClock } from '@/testing/test-db';
import { now } from '@/lib/clock';

describe('big data set', () => {
  it('seeds 10,000 donations, 2,000 volunteers and 500 events (time is logged, not asserted)', async () => {
    const db = createDb(createMemoryStorage());
    const started = performance.now();
    await seedDb(db, 'big', now());
    ensureLocalData(localStorage, now(), 'big', true);
    const elapsed = performance.now() - started;
    console.info(`big data set generated and stored in ${elapsed.toFixed(0)} ms`);
    expect(await db.donations.all()).toHaveLength(BIG_DONATIONS);
    expect(await db.volunteers.all()).toHaveLength(BIG_VOLUNTEERS);
    const events = JSON.parse(localStorage.getItem('events') ?? '[]') as unknown[];
    expect(events).toHaveLength(BIG_EVENTS);
    expect(BIG_DONATIONS).toBe(10_000);
    expect(BIG_VOLUNTEERS).toBe(2_000);
    expect(BIG_EVENTS).toBe(500);
  });

  it('is deterministic and matches the contract', () => {
    const donations = bigDonations(testSeedClock());
    expect(bigDonations(testSeedClock())).toEqual(donations);
    expect(bigVolunteers(testSeedClock())).toEqual(bigVolunteers(testSeedClock()));
    expect(bigEvents(testSeedClock())).toEqual(bigEvents(testSeedClock()));
    for (const donation of donations.filter((_, i) => i % 97 === 0)) storedDonationSchema.parse(donation);
    for (const volunteer of bigVolunteers(testSeedClock()).filter((_, i) => i % 37 === 0)) volunteerSchema.parse(volunteer);
    eventsListSchema.parse(bigEvents(testSeedClock()));
    expect(new Set(donations.map((d) => d.id)).size).toBe(BIG_DONATIONS);
    // One in eight generated gifts is monthly (ids 104, 112, ...), besides the seed's own.
    const seeded = seedDonations(testSeedClock());
    expect(donations.slice(0, seeded.length)).toEqual(seeded);
    expect(donations.filter((d) => d.frequency === 'monthly').length).toBe(1238 + seeded.filter((d) => d.frequency === 'monthly').length);
    expect(new Set(bigEvents(testSeedClock()).map((e) => e.id)).size).toBe(BIG_EVENTS);
    expect(new Set(bigEvents(testSeedClock()).map((e) => e.slug)).size).toBe(BIG_EVENTS);
    expect(bigEvents(testSeedClock()).filter((e) => e.isLatest).length).toBeLessThanOrEqual(5);
  });
});
