// Volunteer applications: public POST /api/volunteers; admin GET /api/volunteers/admin,
// PATCH /api/volunteers/{id}/status.
import { z } from 'zod';
import {
  MAX_ADDRESS,
  MAX_NAME,
  MAX_PHONE,
  MAX_TEXT,
  email,
  enumFromForm,
  idSchema,
  isoDateTime,
  optionalString,
  requiredString,
  toNumber,
} from './coerce';

export const AVAILABILITY = ['Weekdays', 'Weekends', 'Both'] as const;
export type Availability = (typeof AVAILABILITY)[number];

export const VOLUNTEER_STATUSES = ['pending', 'approved'] as const;
export type VolunteerStatusValue = (typeof VOLUNTEER_STATUSES)[number];

export const MIN_VOLUNTEER_AGE = 16;
export const MAX_VOLUNTEER_AGE = 100;

export const VOLUNTEER_MESSAGES = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone is required',
  addressRequired: 'Address is required',
  ageRange: 'Age must be between 16 and 100',
  ageInvalid: 'Age must be a number',
  ageWhole: 'Age must be a whole number',
  skillsRequired: 'Skills are required',
  motivationRequired: 'Motivation is required',
  availabilityRequired: 'Please select your availability',
  statusInvalid: 'Status must be pending or approved',
  /** Spec: the alert when POST /api/volunteers fails. */
  failed: 'Failed to submit volunteer application. Please try again.',
  /** Spec: the success modal. */
  thankYou: 'Thank you for volunteering! We have received your application and will contact you soon.',
} as const;

/** Age is optional: absent, '' or an empty number input give null; otherwise 16 to 100. */
const ageSchema = z
  .preprocess(
    (v: number | string | null | undefined) => toNumber(v) ?? null,
    z
      .number({ error: VOLUNTEER_MESSAGES.ageInvalid })
      .int(VOLUNTEER_MESSAGES.ageWhole)
      .min(MIN_VOLUNTEER_AGE, VOLUNTEER_MESSAGES.ageRange)
      .max(MAX_VOLUNTEER_AGE, VOLUNTEER_MESSAGES.ageRange)
      .nullable(),
  )
  .default(null);

/** Body of POST /api/volunteers. */
export const volunteerInputSchema = z.object({
  name: requiredString(VOLUNTEER_MESSAGES.nameRequired, MAX_NAME),
  email: email(),
  phone: requiredString(VOLUNTEER_MESSAGES.phoneRequired, MAX_PHONE),
  address: requiredString(VOLUNTEER_MESSAGES.addressRequired, MAX_ADDRESS),
  age: ageSchema,
  skills: requiredString(VOLUNTEER_MESSAGES.skillsRequired, MAX_TEXT),
  experience: optionalString(MAX_TEXT),
  availability: enumFromForm(AVAILABILITY, {
    required: VOLUNTEER_MESSAGES.availabilityRequired,
    invalid: VOLUNTEER_MESSAGES.availabilityRequired,
  }),
  motivation: requiredString(VOLUNTEER_MESSAGES.motivationRequired, MAX_TEXT),
  emergency_contact: optionalString(MAX_NAME),
  emergency_phone: optionalString(MAX_PHONE),
});
export type VolunteerInput = z.infer<typeof volunteerInputSchema>;
export type VolunteerInputValues = z.input<typeof volunteerInputSchema>;

/** The fields each step of the volunteer form checks before moving on (react-hook-form trigger). */
export const VOLUNTEER_STEP_FIELDS = [
  ['name', 'email', 'phone', 'address', 'age'],
  ['skills', 'experience', 'motivation'],
  ['availability', 'emergency_contact', 'emergency_phone'],
] as const satisfies ReadonlyArray<ReadonlyArray<keyof VolunteerInputValues>>;

/** A volunteer application as stored; the detail views also read the optional extras. */
export const volunteerSchema = volunteerInputSchema.extend({
  id: idSchema,
  status: z.enum(VOLUNTEER_STATUSES),
  created_at: isoDateTime,
  /** Older or imported applications may lack skills; admin views turn that into ''. */
  skills: z.string().max(MAX_TEXT).optional(),
  occupation: z.string().max(MAX_NAME).optional(),
  interests: z.string().max(MAX_TEXT).optional(),
  /** Hours per week. */
  hours: z.number().min(0).max(168).optional(),
  message: z.string().max(MAX_TEXT).optional(),
});
export type Volunteer = z.infer<typeof volunteerSchema>;

/** GET /api/volunteers/admin: a stored application with the name split and skills as text. */
export const adminVolunteerSchema = volunteerSchema.extend({
  firstName: z.string().max(MAX_NAME),
  lastName: z.string().max(MAX_NAME),
  /** Comma-separated text, always a string. */
  skills: z.string().max(MAX_TEXT),
});
export type AdminVolunteer = z.infer<typeof adminVolunteerSchema>;

/** Body of PATCH /api/volunteers/{id}/status (approve sends 'approved'). */
export const volunteerStatusSchema = z.object({
  status: enumFromForm(VOLUNTEER_STATUSES, { required: 'Status is required', invalid: VOLUNTEER_MESSAGES.statusInvalid }),
});
export type VolunteerStatus = z.infer<typeof volunteerStatusSchema>;
