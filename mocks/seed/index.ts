// Seeds the db for a data set, in dependency order. Same input, same data, every time.
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

export async function seedDb(db: Db, dataSet: DataSet = 'default'): Promise<void> {
  await db.clear();
  // Admin accounts and settings exist in every data set so the admin panel stays reachable.
  await db.admins.replaceAll(seedAdmins());
  await db.setSettings(seedSettings());
  if (dataSet !== 'empty') {
    await db.banners.replaceAll(seedBanners());
    await db.services.replaceAll(seedServices());
    await db.gallery.replaceAll(seedGallery());
    await db.contacts.replaceAll(seedContacts());
    await db.donations.replaceAll(dataSet === 'big' ? bigDonations() : seedDonations());
    await db.volunteers.replaceAll(dataSet === 'big' ? bigVolunteers() : seedVolunteers());
  }
  await db.storage.setItem(DATASET_KEY, dataSet);
  await db.writeSchemaVersion();
}
