import { describe, expect, it } from 'vitest';
import { request } from '@/lib/api-client';
import { renderPdf } from '@/lib/pdf';
import { startAdminSession } from '@/testing/admin-section-utils';
import type { AdminVolunteer } from '@/types/api/volunteers';
import { buildVolunteerPdf, buildVolunteerPdfSections, skillList, volunteerPdfFileName } from './volunteer-pdf';

const full: AdminVolunteer = {
  id: 7,
  name: 'Amina Rahman',
  firstName: 'Amina',
  lastName: 'Rahman',
  email: 'amina@example.org',
  phone: '+44 20 7946 0001',
  address: '12 Brick Lane, London',
  age: 29,
  skills: 'First aid, Teaching,  , Bengali',
  experience: 'Two years at a food bank.',
  availability: 'Weekends',
  motivation: 'I want to give back.',
  emergency_contact: 'Karim Rahman',
  emergency_phone: '+44 20 7946 0002',
  occupation: 'Nurse',
  interests: 'Healthcare, Education',
  hours: 8,
  message: 'Happy to help on Saturdays.',
  status: 'pending',
  created_at: '2026-01-10T10:00:00.000Z',
};

const minimal: AdminVolunteer = {
  id: 8,
  name: 'Tom',
  firstName: 'Tom',
  lastName: '',
  email: 'tom@example.org',
  phone: '0000',
  address: 'Somewhere',
  age: null,
  skills: '',
  availability: 'Both',
  motivation: 'Because.',
  status: 'approved',
  created_at: '2026-01-11T10:00:00.000Z',
};

describe('buildVolunteerPdfSections', () => {
  it('gives every section, skills as bullets and experience on a new page when all fields are present', () => {
    const sections = buildVolunteerPdfSections(full);
    expect(sections.map((s) => s.title)).toEqual([
      'Personal Information',
      'Professional Details',
      'Availability',
      'Previous Experience',
      'Additional Message',
    ]);
    expect(sections[0].rows).toContainEqual(['First Name', 'Amina']);
    expect(sections[0].rows).toContainEqual(['Last Name', 'Rahman']);
    expect(sections[0].rows).toContainEqual(['Age', '29']);
    expect(sections[1].bullets).toEqual(['First aid', 'Teaching', 'Bengali']);
    expect(sections[1].rows).toContainEqual(['Occupation', 'Nurse']);
    expect(sections[2].rows).toContainEqual(['Availability', 'Weekends']);
    expect(sections[2].rows).toContainEqual(['Hours per Week', '8 hours']);
    expect(sections[3]).toMatchObject({ newPage: true, text: 'Two years at a food bank.' });
    expect(sections[4]).toMatchObject({ text: 'Happy to help on Saturdays.' });
    expect(sections[4].newPage).toBeFalsy();
  });

  it('leaves out Previous Experience and Additional Message when they are absent or blank', () => {
    const sections = buildVolunteerPdfSections({ ...minimal, experience: '   ' });
    expect(sections.map((s) => s.title)).toEqual(['Personal Information', 'Professional Details', 'Availability']);
    expect(sections[1].bullets).toEqual(['No skills listed']);
    expect(sections[0].rows).toContainEqual(['Age', '']);
    expect(sections[2].rows).toContainEqual(['Hours per Week', '']);
  });

  it('splits a single name when first and last name are missing', () => {
    const sections = buildVolunteerPdfSections({ email: 'x@y.z', name: 'Mary Ann Smith' });
    expect(sections[0].rows).toContainEqual(['First Name', 'Mary']);
    expect(sections[0].rows).toContainEqual(['Last Name', 'Ann Smith']);
  });
});

describe('volunteerPdfFileName', () => {
  it('is named after the first and last name', () => {
    expect(volunteerPdfFileName(full)).toBe('Amina_Rahman_Application.pdf');
    expect(volunteerPdfFileName(minimal)).toBe('Tom_Application.pdf');
    expect(volunteerPdfFileName({ firstName: 'José', lastName: "O'Neil / Jr" })).toBe('Jose_ONeil__Jr_Application.pdf');
  });
});

describe('skillList', () => {
  it('splits comma-separated text and drops blanks', () => {
    expect(skillList(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(skillList(undefined)).toEqual([]);
  });
});

describe('renderPdf', () => {
  it('returns the bytes of a PDF for a full and a minimal application', async () => {
    for (const volunteer of [full, minimal]) {
      const bytes = await renderPdf(buildVolunteerPdf(volunteer));
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(1000);
    }
  });
});

describe('every seeded volunteer', () => {
  it('gives a PDF for each application the admin list returns', async () => {
    await startAdminSession();
    const volunteers = await request<AdminVolunteer[]>('/api/volunteers/admin', {
      auth: true,
      fallbackMessage: 'Failed to fetch volunteers',
    });
    expect(volunteers.length).toBeGreaterThan(5);
    expect(volunteers.some((v) => !v.skills)).toBe(true);
    expect(volunteers.some((v) => !v.experience)).toBe(true);
    for (const volunteer of volunteers) {
      const spec = buildVolunteerPdf(volunteer);
      expect(spec.sections.slice(0, 3).map((s) => s.title)).toEqual(['Personal Information', 'Professional Details', 'Availability']);
      expect(spec.sections.some((s) => s.title === 'Previous Experience')).toBe(Boolean(volunteer.experience?.trim()));
      expect(volunteerPdfFileName(volunteer)).toMatch(/^[A-Za-z0-9_.-]+_Application\.pdf$/);
      const bytes = await renderPdf(spec);
      expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
    }
  });
});
