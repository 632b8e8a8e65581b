// The hand-written seeds conform to the shared contract and cover what the spec asks for.
import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '@/types/api/contact';
import { CAMPAIGN_NAMES, DONATION_TYPES, storedDonationSchema } from '@/types/api/donations';
import { GALLERY_CATEGORIES, galleryImageSchema } from '@/types/api/gallery';
import { SPEC_SERVICE_TITLES } from '@/testing/spec-services';
import { serviceSchema } from '@/types/api/services';
import { volunteerSchema } from '@/types/api/volunteers';
import { seedContacts } from './contacts';
import { seedDonations } from './donations';
import { seedGallery } from './gallery';
import { seedServices } from './services';
import { seedVolunteers } from './volunteers';
import { testSeedClock } from '@/testing/test-db';
import { seedClock } from '@/lib/seed-clock';
import { donationReport } from '../domain/donation-report';

describe('seed data', () => {
  it('the six services of the spec, active, ordered 1..6', () => {
    const services = seedServices(testSeedClock());
    expect(services.map((s) => s.title)).toEqual(SPEC_SERVICE_TITLES);
    for (const service of services) expect(serviceSchema.parse(service)).toEqual(service);
    expect(services.map((s) => s.display_order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(services.every((s) => s.is_active)).toBe(true);
  });

  it('16 gallery images across all five categories, some featured', () => {
    const gallery = seedGallery(testSeedClock());
    expect(gallery).toHaveLength(16);
    for (const image of gallery) expect(galleryImageSchema.parse(image)).toEqual(image);
    expect(new Set(gallery.map((g) => g.category))).toEqual(new Set(GALLERY_CATEGORIES));
    expect(gallery.some((g) => g.is_featured)).toBe(true);
    expect(gallery[15].image_url).toBe('/images/gallery/gallery-16.jpg');
  });

  it('100 donations of all three types, several countries, anonymous ones, no card secrets', () => {
    const donations = seedDonations(testSeedClock());
    expect(donations).toHaveLength(100);
    for (const donation of donations) expect(storedDonationSchema.parse(donation)).toEqual(donation);
    expect(new Set(donations.map((d) => d.donation_type))).toEqual(new Set(DONATION_TYPES));
    expect(new Set(donations.map((d) => d.donor_country).filter(Boolean)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(donations.filter((d) => d.is_anonymous).map((d) => d.donor_name)).size).toBe(5);
    const monthly = donations.filter((d) => d.frequency === 'monthly');
    expect(new Set(monthly.map((d) => d.donor_email)).size).toBe(8);
    expect(new Set(monthly.map((d) => d.donation_type))).toEqual(new Set(DONATION_TYPES));
    expect(donations.filter((d) => d.message).length).toBeGreaterThan(3);
    expect(JSON.stringify(donations)).not.toMatch(/cardNumber|card_number|cvv/i);
    // Every seed campaign has a name to show.
    for (const donation of donations) expect(Object.keys(CAMPAIGN_NAMES)).toContain(donation.campaign);
  });

  it('on every day of a year: 12 months of gifts, monthly donors this month, the newest four in order, nothing in the future', () => {
    const first = Date.UTC(2027, 0, 1, 0, 0, 30);
    for (let day = 0; day < 366; day += 1) {
      const now = first + day * 86_400_000;
      const donations = seedDonations(seedClock(now));
      const { months } = donationReport(donations, now);
      const when = new Date(now).toISOString().slice(0, 10);
      expect(
        months.filter((m) => m.donation + m.zakat + m.sadqa > 0),
        when,
      ).toHaveLength(12);
      expect(months[11].monthlyDonors, when).toBeGreaterThan(0);
      expect(
        donations.every((d) => Date.parse(d.created_at) <= now),
        when,
      ).toBe(true);
      const newest = donations
        .slice(-4)
        .reverse()
        .map((d) => d.donor_name);
      expect(newest, when).toEqual(['Ibrahim Yilmaz', 'Nadia Karim', 'Daniel Murphy', 'Sana Malik']);
      expect(
        donations.map((d) => d.created_at),
        when,
      ).toEqual(donations.map((d) => d.created_at).sort());
    }
  });

  it('10 contact messages, new and read', () => {
    const contacts = seedContacts(testSeedClock());
    expect(contacts).toHaveLength(10);
    for (const contact of contacts) expect(contactMessageSchema.parse(contact)).toEqual(contact);
    expect(new Set(contacts.map((c) => c.status))).toEqual(new Set(['new', 'read']));
  });

  it('8 volunteers, pending and approved, some without skills or experience', () => {
    const volunteers = seedVolunteers(testSeedClock());
    expect(volunteers).toHaveLength(8);
    for (const volunteer of volunteers) expect(volunteerSchema.parse(volunteer)).toEqual(volunteer);
    expect(new Set(volunteers.map((v) => v.status))).toEqual(new Set(['pending', 'approved']));
    expect(volunteers.some((v) => v.skills === undefined)).toBe(true);
    expect(volunteers.some((v) => v.experience === undefined)).toBe(true);
    expect(volunteers.some((v) => v.occupation && v.interests && v.hours)).toBe(true);
  });

  it('ids are unique and fixed', () => {
    for (const list of [
      seedServices(testSeedClock()),
      seedGallery(testSeedClock()),
      seedDonations(testSeedClock()),
      seedContacts(testSeedClock()),
      seedVolunteers(testSeedClock()),
    ]) {
      expect(list.map((r) => r.id)).toEqual(list.map((_, i) => i + 1));
    }
  });
});
