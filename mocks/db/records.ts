// Shapes of what the mock server stores. API shapes come from the shared contract; these add
// only what the server keeps to itself (password hashes, sessions, upload blobs).
import type { AdminUser } from '@/types/api/admins';
import type { Banner } from '@/types/api/banners';
import type { ContactMessage } from '@/types/api/contact';
import type { StoredDonation } from '@/types/api/donations';
import type { GalleryImage } from '@/types/api/gallery';
import type { Service } from '@/types/api/services';
import type { EmailSettings, LogoSettings, OutboxEntry, ThemeSettings, ZakatPrices } from '@/types/api/settings';
import type { Volunteer } from '@/types/api/volunteers';
import type { PasswordSecret } from '../auth/passwords';

export type BannerRecord = Banner;
export type ServiceRecord = Service;
export type GalleryRecord = GalleryImage;
export type DonationRecord = StoredDonation;
export type ContactRecord = ContactMessage;
export type VolunteerRecord = Volunteer;
export type OutboxRecord = OutboxEntry;

export interface AdminRecord extends AdminUser, PasswordSecret {}

export interface SessionRecord {
  id: number;
  /** The SHA-256 (hex) of the bearer token; absent on a session stored in plain text before issue #27, which matches nothing. */
  tokenHash: string;
  adminId: number;
  expiresAt: number;
}

/** The times of failed sign-ins still within their window: of a username ('user:admin', normalised, known or not) or a client ('client:…'). */
export interface LoginAttemptRecord {
  id: number;
  key: string;
  failures: number[];
}

export interface UploadRecord {
  id: number;
  file: string;
  type: string;
  size: number;
  created_at: string;
}

export interface SettingsRecord {
  theme: ThemeSettings;
  logo: LogoSettings;
  email: EmailSettings;
  /** Absent in settings stored before the Zakat tab existed: they read as DEFAULT_ZAKAT_PRICES. */
  zakat?: ZakatPrices;
}
