import type { FormerPupilsView } from '../../../shared/schemas/former-pupils.js';
import type { previewFormerPupils, RetentionSettings } from '../../core/people/former-pupils.js';

/** The retention rule and who is next, days as ISO strings. */
export function presentFormerPupils(retention: RetentionSettings, preview: Awaited<ReturnType<typeof previewFormerPupils>>): FormerPupilsView {
  return {
    years: retention.years,
    content: retention.content,
    total: preview.total,
    pupils: preview.pupils.map((pupil) => ({ ...pupil, leftAt: pupil.leftAt.toISOString(), anonymisedOn: pupil.anonymisedOn.toISOString() })),
  };
}
