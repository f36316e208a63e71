import { z } from 'zod';
import { CONTACT_LIMITS } from '../constants.js';
import { blockText, lineText } from './text.js';


/** Body of POST /api/contact: a visitor's message to the programme. */
export const contactInput = z.object({
  name: lineText({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(CONTACT_LIMITS.name, `Your name can be at most ${CONTACT_LIMITS.name} characters long.`),
  email: lineText({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(CONTACT_LIMITS.email, 'That email address is too long.')
    .pipe(z.email('Please enter a valid email address, such as name@example.com.')),
  message: blockText({ error: 'Please write a message.' })
    .trim()
    .min(1, 'Please write a message.')
    .max(CONTACT_LIMITS.message, `Your message can be at most ${CONTACT_LIMITS.message} characters long.`),
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
