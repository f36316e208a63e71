import { z } from 'zod';
import { FORMER_PUPIL_CONTENT, LEFT_AT_ONCE_MAX, PUPIL_RETENTION_YEARS } from '../constants.js';
import { fieldCode } from '../error-messages.js';

/** Body of POST /api/admin/members/left: the pupils who have left, one or many. */
export const markLeftBody = z.object({
  ids: z
    .array(z.string().max(100))
    .min(1, fieldCode('left_none'))
    .max(LEFT_AT_ONCE_MAX, fieldCode('left_too_many')),
});
export type MarkLeftBody = z.infer<typeof markLeftBody>;

/** How many of them were marked now (those marked before keep the day they left). */
export const markedLeft = z.object({ marked: z.number().int() });

/** The site's rule for pupils who leave: after how many school years they are anonymised, and what becomes of their work. */
export const retentionUpdate = z.object({
  years: z
    .number({ error: fieldCode('retention_years_invalid') })
    .int(fieldCode('retention_years_invalid'))
    .min(PUPIL_RETENTION_YEARS.min, fieldCode('retention_years_invalid'))
    .max(PUPIL_RETENTION_YEARS.max, fieldCode('retention_years_invalid')),
  content: z.enum(FORMER_PUPIL_CONTENT, { error: fieldCode('former_content_invalid') }),
});
export type RetentionUpdate = z.infer<typeof retentionUpdate>;

/** A pupil who left and is not anonymised yet, with the day they will be. */
const waitingPupil = z.object({ id: z.string(), name: z.string(), surname: z.string(), leftAt: z.string(), anonymisedOn: z.string() });
export type WaitingFormerPupil = z.infer<typeof waitingPupil>;

/** GET /api/admin/former-pupils: the rule, and who is next (the soonest first, `total` in all). */
export const formerPupilsView = retentionUpdate.extend({ total: z.number().int(), pupils: z.array(waitingPupil) });
export type FormerPupilsView = z.infer<typeof formerPupilsView>;
