// The volunteer application PDF as data: pure, so every seeded shape (with or without skills,
// experience, message...) is unit-tested without drawing anything. src/lib/pdf.ts renders it.
import { formatDate } from '@/lib/format-date';
import { downloadPdf, type PdfDocumentSpec, type PdfSection } from '@/lib/pdf';
import type { AdminVolunteer } from '@/types/api/volunteers';

export const PDF_SECTION_TITLES = {
  personal: 'Personal Information',
  professional: 'Professional Details',
  availability: 'Availability',
  experience: 'Previous Experience',
  message: 'Additional Message',
} as const;

/** The fields the PDF reads; admin list rows carry all of them, older records may lack some. */
export type VolunteerPdfSource = Partial<AdminVolunteer> & Pick<AdminVolunteer, 'email'>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/** First and last name: the split fields when present, else the single name split at its first space. */
export function volunteerNames(volunteer: Pick<VolunteerPdfSource, 'firstName' | 'lastName' | 'name'>): {
  first: string;
  last: string;
} {
  const first = text(volunteer.firstName);
  const last = text(volunteer.lastName);
  if (first || last) return { first, last };
  const [head = '', ...rest] = text(volunteer.name).split(/\s+/);
  return { first: head, last: rest.join(' ') };
}

export function volunteerFullName(volunteer: Pick<VolunteerPdfSource, 'firstName' | 'lastName' | 'name'>): string {
  const { first, last } = volunteerNames(volunteer);
  return [first, last].filter(Boolean).join(' ');
}

/** Skills are comma-separated text; each becomes one bullet. */
export function skillList(skills: string | null | undefined): string[] {
  return text(skills)
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/** Safe for a file name: letters, digits, '-' and '.'; spaces become '_'. */
function filePart(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_.-]/g, '');
}

/** '<First>_<Last>_Application.pdf' (a missing part is left out). */
export function volunteerPdfFileName(volunteer: Pick<VolunteerPdfSource, 'firstName' | 'lastName' | 'name'>): string {
  const { first, last } = volunteerNames(volunteer);
  const parts = [filePart(first), filePart(last)].filter(Boolean);
  return `${[...parts, 'Application'].join('_')}.pdf`;
}

/** The sections of the application PDF, in order; optional sections only when they have content. */
export function buildVolunteerPdfSections(volunteer: VolunteerPdfSource): PdfSection[] {
  const { first, last } = volunteerNames(volunteer);
  const sections: PdfSection[] = [
    {
      title: PDF_SECTION_TITLES.personal,
      rows: [
        ['First Name', first],
        ['Last Name', last],
        ['Email', text(volunteer.email)],
        ['Phone', text(volunteer.phone)],
        ['Age', text(volunteer.age)],
        ['Address', text(volunteer.address)],
        ['Emergency Contact', text(volunteer.emergency_contact)],
        ['Emergency Phone', text(volunteer.emergency_phone)],
      ],
    },
  ];

  const skills = skillList(volunteer.skills);
  sections.push({
    title: PDF_SECTION_TITLES.professional,
    rows: [
      ['Occupation', text(volunteer.occupation)],
      ['Interests', text(volunteer.interests)],
      ['Motivation', text(volunteer.motivation)],
    ],
    bulletsLabel: 'Skills',
    bullets: skills.length ? skills : ['No skills listed'],
  });

  sections.push({
    title: PDF_SECTION_TITLES.availability,
    rows: [
      ['Availability', text(volunteer.availability)],
      ['Hours per Week', volunteer.hours === undefined || volunteer.hours === null ? '' : `${volunteer.hours} hours`],
    ],
  });

  const experience = text(volunteer.experience);
  if (experience) sections.push({ title: PDF_SECTION_TITLES.experience, newPage: true, text: experience });

  const message = text(volunteer.message);
  if (message) sections.push({ title: PDF_SECTION_TITLES.message, text: message });

  return sections;
}

/** The whole document: title, applicant and status line, then the sections. */
export function buildVolunteerPdf(volunteer: VolunteerPdfSource): PdfDocumentSpec {
  const name = volunteerFullName(volunteer);
  const status = text(volunteer.status);
  const applied = formatDate(volunteer.created_at);
  const subtitle = [name, status && `Status: ${status}`, applied && `Applied: ${applied}`].filter(Boolean).join('  |  ');
  return { title: 'Volunteer Application', subtitle, sections: buildVolunteerPdfSections(volunteer) };
}

/** Makes the PDF (loading jspdf on first use) and starts the download. */
export function downloadVolunteerPdf(volunteer: VolunteerPdfSource): Promise<void> {
  return downloadPdf(buildVolunteerPdf(volunteer), volunteerPdfFileName(volunteer));
}
