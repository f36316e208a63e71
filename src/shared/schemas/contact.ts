import { z } from 'zod';
import { fieldCode } from '../error-messages.js';
import { CONTACT_LIMITS } from '../constants.js';
import { blockText, lineText } from './text.js';


/** Body of POST /api/contact: a visitor's message to the programme. */
export const contactInput = z.object({
  name: lineText({ error: fieldCode('contact_name_required') })
    .trim()
    .min(1, fieldCode('contact_name_required'))
    .max(CONTACT_LIMITS.name, fieldCode('contact_name_too_long')),
  email: lineText({ error: fieldCode('contact_email_required') })
    .trim()
    .min(1, fieldCode('contact_email_required'))
    .max(CONTACT_LIMITS.email, fieldCode('contact_email_too_long'))
    .pipe(z.email(fieldCode('email_example'))),
  message: blockText({ error: fieldCode('message_required') })
    .trim()
    .min(1, fieldCode('message_required'))
    .max(CONTACT_LIMITS.message, fieldCode('message_too_long')),
});
export type ContactInput = z.input<typeof contactInput>;

/** A stored message as admins read it. */
const contactMessage = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const contactMessageList = z.object({ messages: z.array(contactMessage), page: z.number().int(), hasNext: z.boolean() });
