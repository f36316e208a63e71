import { changeVisibility, collaborationVisibility, itemVisibility } from './collaborations.js';
import { commentVisibility } from './comments.js';
import { guardianRequestVisibility } from './guardian-requests.js';
import type { Predicate, Reader } from './predicate.js';
import { postVisibility } from './posts.js';
import { memberVisibility, profileChangeVisibility } from './profiles.js';

/** The readers of the matrix, as the policies see them; the author is a member who wrote the row. */
const AUTHOR = 'author';
/** The author's guardian, who asks about their work. */
const GUARDIAN = 'a-guardian';
/** The project a post or a collaboration may be for (decisions 0053, 0054): its members and its pupils' guardians read it. */
const PROJECT = 'the-project';
const READERS: [string, Reader][] = [
  ['visitor', null],
  ['member (of another project)', { id: 'someone-else', role: 'member', projectIds: ['another-project'] }],
  ['member of the project', { id: 'project-member', role: 'member', projectIds: [PROJECT] }],
  ['guardian of a pupil in the project', { id: 'project-guardian', role: 'member', childIds: ['project-pupil'], projectIds: [PROJECT] }],
  ['author (a pupil)', { id: AUTHOR, role: 'member' }],
  ['guardian of the author', { id: GUARDIAN, role: 'member', childIds: [AUTHOR] }],
  ['guardian of another', { id: 'another-guardian', role: 'member', childIds: ['another-pupil'] }],
  ['teacher', { id: 'a-teacher', role: 'teacher' }],
  ['admin', { id: 'an-admin', role: 'admin' }],
];

type Case = { state: string; row: object };

/** One resource's rows of the matrix: for each state, which readers the predicate lets read (and decide). */
function rows(resource: string, cases: Case[], read: Predicate<never>, decide?: Predicate<never>): string[] {
  const test = (predicate: Predicate<never>, row: object, reader: Reader) => (predicate as unknown as Predicate<object>).test(row, reader);
  return cases.map(({ state, row }) => {
    const cells = READERS.map(([, reader]) => {
      const reads = test(read, row, reader);
      const decides = decide ? test(decide, row, reader) : false;
      return decides ? 'read, decide' : reads ? 'read' : '—';
    });
    return `| ${resource} | ${state} | ${cells.join(' | ')} |`;
  });
}

const post = (state: Partial<{ unpublishedAt: Date | null; review: string | null; audience: string; projectId: string | null }>) => ({
  unpublishedAt: null,
  review: null,
  audience: 'everyone',
  projectId: null,
  authorId: AUTHOR,
  ...state,
});
const collaboration = (state: Partial<{ status: string; review: string | null; audience: string; projectId: string | null }>) => ({
  status: 'active',
  review: null,
  audience: 'members',
  projectId: null,
  createdById: AUTHOR,
  ...state,
});

/**
 * Who reads what, in which state, as the visibility modules decide it (core/visibility): the
 * table docs/authorization.md holds between its `visibility` markers. Generated from the
 * predicates' row tests, so the document says what the code does; a test keeps them equal
 * (`npm run docs:authorization` writes it anew).
 */
export function visibilityMatrix(): string {
  const header = `| resource | state | ${READERS.map(([name]) => name).join(' | ')} |`;
  const rule = `|${' --- |'.repeat(READERS.length + 2)}`;
  return [
    header,
    rule,
    ...rows(
      'post',
      [
        { state: 'live, for everyone', row: post({}) },
        { state: 'live, members only', row: post({ audience: 'members' }) },
        { state: 'live, for the project’s people', row: post({ audience: 'project', projectId: PROJECT }) },
        { state: 'for the project’s people, waiting for review', row: post({ audience: 'project', projectId: PROJECT, review: 'waiting' }) },
        { state: 'waiting for review', row: post({ review: 'waiting' }) },
        { state: 'sent back', row: post({ review: 'sent_back' }) },
        { state: 'unpublished by an admin', row: post({ unpublishedAt: new Date(0) }) },
      ],
      postVisibility.readable,
      postVisibility.decidable,
    ),
    ...rows(
      'collaboration',
      [
        { state: 'live', row: collaboration({}) },
        { state: 'live, for the project’s people', row: collaboration({ audience: 'project', projectId: PROJECT }) },
        { state: 'new, waiting for review', row: collaboration({ review: 'waiting' }) },
        { state: 'new, sent back', row: collaboration({ review: 'sent_back' }) },
        { state: 'deleted', row: collaboration({ status: 'deleted' }) },
      ],
      // Visitors never reach a collaboration (every road to one is behind sign-in). Teachers open one
      // for a project's people by its address (they decide on what pupils write in it); its lists
      // hold it for the project's people alone (decision 0054).
      collaborationVisibility.visible,
      collaborationVisibility.decidable,
    ),
    ...rows(
      'update or help request',
      [
        { state: 'live', row: { review: null, hiddenAt: null, createdById: AUTHOR } },
        { state: 'waiting for review', row: { review: 'waiting', hiddenAt: null, createdById: AUTHOR } },
        { state: 'sent back', row: { review: 'sent_back', hiddenAt: null, createdById: AUTHOR } },
        { state: 'hidden', row: { review: null, hiddenAt: new Date(0), createdById: AUTHOR } },
      ],
      itemVisibility.readable,
      itemVisibility.decidable,
    ),
    // Under a post the reader may read (its own rule first), written by the author under another member's post.
    ...rows(
      'comment',
      [
        { state: 'live', row: { review: null, hiddenAt: null, authorId: AUTHOR, placeAuthorId: 'post-author' } },
        { state: 'waiting for review', row: { review: 'waiting', hiddenAt: null, authorId: AUTHOR, placeAuthorId: 'post-author' } },
        { state: 'sent back', row: { review: 'sent_back', hiddenAt: null, authorId: AUTHOR, placeAuthorId: 'post-author' } },
        { state: 'hidden', row: { review: null, hiddenAt: new Date(0), authorId: AUTHOR, placeAuthorId: 'post-author' } },
      ],
      commentVisibility.readable,
      commentVisibility.decidable,
    ),
    ...rows(
      "change to a collaboration's idea",
      [
        { state: 'waiting for review', row: { review: 'waiting', authorId: AUTHOR } },
        { state: 'sent back', row: { review: 'sent_back', authorId: AUTHOR } },
      ],
      changeVisibility.readable,
      changeVisibility.decidable,
    ),
    ...rows(
      'change to a profile',
      [
        { state: 'waiting for review', row: { review: 'waiting', userId: AUTHOR } },
        { state: 'sent back', row: { review: 'sent_back', userId: AUTHOR } },
      ],
      profileChangeVisibility.readable,
      profileChangeVisibility.decidable,
    ),
    // A request names the child (the author) and is asked by the guardian of the author.
    ...rows(
      "guardian's request to hide a child's work",
      [
        { state: 'open', row: { kind: 'hide', state: 'open', guardianId: GUARDIAN } },
        { state: 'approved or declined', row: { kind: 'hide', state: 'approved', guardianId: GUARDIAN } },
      ],
      guardianRequestVisibility.readable,
      guardianRequestVisibility.queued,
    ),
    ...rows(
      "guardian's request to erase a child's account",
      [
        { state: 'open', row: { kind: 'erase', state: 'open', guardianId: GUARDIAN } },
        { state: 'declined', row: { kind: 'erase', state: 'declined', guardianId: GUARDIAN } },
      ],
      guardianRequestVisibility.readable,
      guardianRequestVisibility.queued,
    ),
    ...rows(
      // Elsewhere visitors read a pupil's initials, with no photo nor description.
      "an author's name and photo",
      [
        { state: 'not a pupil', row: { needsReview: false, imageConsent: null } },
        { state: 'a pupil, no image consent given', row: { needsReview: true, imageConsent: null } },
        { state: "a pupil, images: 'none'", row: { needsReview: true, imageConsent: 'none' } },
        { state: "a pupil, images: 'members'", row: { needsReview: true, imageConsent: 'members' } },
        { state: "a pupil, images: 'public'", row: { needsReview: true, imageConsent: 'public' } },
      ],
      memberVisibility.identityShown,
    ),
  ].join('\n');
}

/** Where the matrix stands in docs/authorization.md. */
export const MATRIX_MARKERS = { start: '<!-- visibility:start (npm run docs:authorization writes this table) -->', end: '<!-- visibility:end -->' };
