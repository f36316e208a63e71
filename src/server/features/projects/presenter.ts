import type { MediaView } from '../../../shared/schemas/media.js';
import type { ProjectDetail, ProjectPerson, ProjectPicture } from '../../../shared/schemas/projects.js';
import { isReviewer } from '../../core/people/roles.js';
import { presentProjectSummary, type ProjectRow } from '../../core/projects/summaries.js';

/** A project's own page, as everyone reads it: with its gallery's pictures visitors may see. */
export function presentProjectDetail(row: ProjectRow, pictures: ReadonlyMap<string, MediaView>, gallery: ProjectPicture[]): ProjectDetail {
  return { ...presentProjectSummary(row, pictures), description: { en: row.descriptionEn, el: row.descriptionEl }, gallery };
}

/** What someone is in a project: a teacher (administrators teach too), a pupil, or another member. */
export function projectPersonKind(person: { role: string; needsReview: boolean }): ProjectPerson['kind'] {
  return isReviewer(person) ? 'teacher' : person.needsReview ? 'pupil' : 'member';
}

export function presentProjectPerson(person: { id: string; name: string; surname: string; role: string; needsReview: boolean }): ProjectPerson {
  return { id: person.id, name: person.name, surname: person.surname, kind: projectPersonKind(person) };
}
