// Seeds the db for a data set, in dependency order, dated from the day it is written on (seedClock).
// Same data set and day, same data, every time.
import { seedClock } from '@/lib/seed-clock';
import type { Db } from '../db/db';
import { seedAdmins } from './admins';
import { seedBanners } from './banners';
import { bigDonations, bigVolunteers } from './big';
import { seedContacts } from './contacts';
import { seedDonations } from './donations';
import { seedGallery } from './gallery';
import { seedServices } from './services';
import { seedSettings } from './settings';
import { seedVolunteers } from './volunteers';

export type DataSet = 'default' | 'empty' | 'big';
export const DATASET_KEY = 'meta:dataset';
/** The UTC day the stored seed was written for (its first instant, an ISO string): the seed can be made again to compare with. */
export const SEED_DAY_KEY = 'meta:seed-day';

/** Writes the seed of `dataSet` for the UTC day of `today` (epoch ms). */
export async function seedDb(db: Db, dataSet: DataSet, today: number): Promise<void> {
  const clock = seedClock(today);
  await db.clear();
  // Admin accounts and settings exist in every data set so the admin panel stays reachable.
  await db.admins.replaceAll(seedAdmins(clock));
  await db.setSettings(seedSettings());
  if (dataSet !== 'empty') {
    await db.banners.replaceAll(seedBanners(clock));
    await db.services.replaceAll(seedServices(clock));
    await db.gallery.replaceAll(seedGallery(clock));
    await db.contacts.replaceAll(seedContacts(clock));
    await db.donations.replaceAll(dataSet === 'big' ? bigDonations(clock) : seedDonations(clock));
    await db.volunteers.replaceAll(dataSet === 'big' ? bigVolunteers(clock) : seedVolunteers(clock));
  }
  await db.storage.setItem(DATASET_KEY, dataSet);
  await db.storage.setItem(SEED_DAY_KEY, clock.at(0));
  await db.writeSchemaVersion();
}
