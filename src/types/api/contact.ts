// Contact messages: public POST /api/contact-forms; admin GET /api/contact-forms/admin,
// PATCH /api/contact-forms/{id}/status.
import { z } from 'zod';
import { MAX_EMAIL, MAX_NAME, MAX_PHONE, MAX_TEXT, email, enumFromForm, idSchema, isoDateTime, optionalString, requiredString } from './coerce';

export const CONTACT_STATUSES = ['new', 'read'] as const;
export type ContactStatusValue = (typeof CONTACT_STATUSES)[number];

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  messageRequired: 'Message is required',
  statusInvalid: 'Status must be new or read',
} as const;

/** Body of POST /api/contact-forms. */
export const contactInputSchema = z.object({
  name: requiredString(CONTACT_MESSAGES.nameRequired, MAX_NAME),
  email: email(),
  phone: optionalString(MAX_PHONE),
  subject: optionalString(MAX_NAME),
  message: requiredString(CONTACT_MESSAGES.messageRequired, MAX_TEXT),
});
export type ContactInput = z.infer<typeof contactInputSchema>;
export type ContactInputValues = z.input<typeof contactInputSchema>;

/** A contact message as stored and listed for admins. */
export const contactMessageSchema = z.object({
  id: idSchema,
  name: z.string().max(MAX_NAME),
  email: z.string().max(MAX_EMAIL),
  phone: z.string().max(MAX_PHONE).optional(),
  subject: z.string().max(MAX_NAME).optional(),
  message: z.string().max(MAX_TEXT),
  status: z.enum(CONTACT_STATUSES),
  created_at: isoDateTime,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Body of PATCH /api/contact-forms/{id}/status. */
export const contactStatusSchema = z.object({
  status: enumFromForm(CONTACT_STATUSES, { required: 'Status is required', invalid: CONTACT_MESSAGES.statusInvalid }),
});
export type ContactStatus = z.infer<typeof contactStatusSchema>;
