import { z } from 'zod';
import { fieldMessage } from '../error-messages.js';
import { CONTACT_LIMITS } from '../constants.js';
import { blockText, lineText } from './text.js';


/** Body of POST /api/contact: a visitor's message to the programme. */
export const contactInput = z.object({
  name: lineText({ error: fieldMessage('contact_name_required') })
    .trim()
    .min(1, fieldMessage('contact_name_required'))
    .max(CONTACT_LIMITS.name, fieldMessage('contact_name_too_long')),
  email: lineText({ error: fieldMessage('contact_email_required') })
    .trim()
    .min(1, fieldMessage('contact_email_required'))
    .max(CONTACT_LIMITS.email, fieldMessage('contact_email_too_long'))
    .pipe(z.email(fieldMessage('email_example'))),
  message: blockText({ error: fieldMessage('message_required') })
    .trim()
    .min(1, fieldMessage('message_required'))
    .max(CONTACT_LIMITS.message, fieldMessage('message_too_long')),
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
