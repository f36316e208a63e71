import type { z } from 'zod';
import type { deletedCollaboration } from '../../../shared/schemas/admin.js';
import type { Candidates, CollaborationCard, CollaborationChange, CollaborationDetail, HelpCard, ItemDetail, ItemSummary } from '../../../shared/schemas/collaborations.js';
import type { CollaborationStatus } from '../../../shared/schemas/content.js';
import type { MediaView } from '../../../shared/schemas/media.js';
import type { MemberCard } from '../../../shared/schemas/profiles.js';
import type { ProjectRef } from '../../../shared/schemas/projects.js';
import { presentBlocks } from '../../core/media/site-media.js';
import { presentReview } from '../../core/review/review-state.js';
import type { CollaborationAbilities, ItemAbilities } from './policy.js';
import type { CandidateRow, CollaborationRow, DeletedCollaborationRow, findItem, ItemSummaryRow, listBoardCollaborations, listBoardHelp, RevisionRow } from './queries.js';

type Views = ReadonlyMap<string, MediaView>;
const view = (views: Views, id: string | null) => (id ? (views.get(id) ?? null) : null);
const status = (value: string) => value as CollaborationStatus;

/** A board card: no contact details, only who created it. */
export function presentCollaborationCard(row: Awaited<ReturnType<typeof listBoardCollaborations>>[number], views: Views, projects: ReadonlyMap<string, ProjectRef>): CollaborationCard {
  return {
    id: row.id,
    title: row.title,
    status: status(row.status),
    thumbnail: view(views, row.thumbnailId),
    createdBy: { id: row.createdById, name: row.creatorName ?? '', surname: row.creatorSurname ?? '' },
    createdAt: row.createdAt.toISOString(),
    review: presentReview(row),
    audience: row.audience,
    project: (row.projectId && projects.get(row.projectId)) || null,
  };
}

/** A help request on the board, with its collaboration's title and picture. */
export function presentHelpCard(row: Awaited<ReturnType<typeof listBoardHelp>>[number], views: Views): HelpCard {
  return {
    id: row.id,
    collaborationId: row.collaborationId,
    collaborationTitle: row.collaborationTitle,
    title: row.title,
    thumbnail: view(views, row.thumbnailId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** An update or help request in a list; its review state shows only in its author's own lists. */
export function presentItemSummary(row: ItemSummaryRow): ItemSummary {
  return { id: row.id, kind: row.kind as ItemSummary['kind'], title: row.title, createdAt: row.createdAt.toISOString(), review: presentReview(row), hidden: row.hiddenAt !== null };
}

/** Someone who could be added, as Add people offers them: name and photo, no contact details. */
export function presentCandidate(row: CandidateRow, views: Views): Candidates['people'][number] {
  return { id: row.id, name: row.name, surname: row.surname, image: view(views, row.imageId) };
}

/** A creator or member whose profile is missing still shows, by a neutral name. */
function memberOrUnknown(cards: ReadonlyMap<string, MemberCard>, id: string): MemberCard {
  return (
    cards.get(id) ?? { id, name: 'Former', surname: 'member', description: '', image: null, email: null, telephone: null, facebook: null, instagram: null, hidden: false }
  );
}

/** The collaboration page with the caller's access. */
export function presentCollaborationDetail(
  row: CollaborationRow,
  related: {
    memberIds: readonly string[];
    cards: ReadonlyMap<string, MemberCard>;
    updates: readonly ItemSummary[];
    helpRequests: readonly ItemSummary[];
    views: Views;
    /** Its project, as a card names it (loadProjectRefs). */
    projects: ReadonlyMap<string, ProjectRef>;
    abilities: CollaborationAbilities;
    canReview: boolean;
    changesWait: boolean;
    /** The change waiting for review, when the caller may know of it. */
    change: RevisionRow | null;
    isMember: boolean;
  },
): CollaborationDetail {
  const { change } = related;
  return {
    id: row.id,
    title: row.title,
    status: status(row.status),
    thumbnail: view(related.views, row.thumbnailId),
    content: presentBlocks(row.content, related.views),
    createdAt: row.createdAt.toISOString(),
    audience: row.audience,
    project: (row.projectId && related.projects.get(row.projectId)) || null,
    creator: memberOrUnknown(related.cards, row.createdById),
    members: related.memberIds.map((id) => memberOrUnknown(related.cards, id)),
    updates: [...related.updates],
    helpRequests: [...related.helpRequests],
    canEdit: related.abilities.canEdit,
    canLeave: related.abilities.canLeave,
    canManage: related.abilities.canManage,
    changesWait: related.changesWait,
    review: presentReview(row),
    canReview: related.canReview,
    change: change ? { author: personOf(related.cards, change.authorId), review: presentReview(change)! } : null,
    isMember: related.isMember,
  };
}

/** Who a card names: name and surname only. */
function personOf(cards: ReadonlyMap<string, MemberCard>, id: string) {
  const card = memberOrUnknown(cards, id);
  return { id, name: card.name, surname: card.surname };
}

/** A change waiting for review, as the collaboration will look, beside what is shown until then. */
export function presentChange(
  change: RevisionRow,
  collaboration: CollaborationRow,
  related: { cards: ReadonlyMap<string, MemberCard>; views: Views; abilities: { canReview: boolean; canRevise: boolean } },
): CollaborationChange {
  return {
    collaborationId: collaboration.id,
    status: status(collaboration.status),
    title: change.title,
    thumbnail: view(related.views, change.thumbnailId),
    content: presentBlocks(change.content, related.views),
    author: personOf(related.cards, change.authorId),
    review: presentReview(change)!,
    current: { title: collaboration.title, thumbnail: view(related.views, collaboration.thumbnailId), content: presentBlocks(collaboration.content, related.views) },
    ...related.abilities,
  };
}

/** A help or update page, with what the caller may do with it while it is not live. */
export function presentItemDetail(
  item: NonNullable<Awaited<ReturnType<typeof findItem>>>,
  collaboration: CollaborationRow,
  views: Views,
  abilities: ItemAbilities,
  mentions: ItemDetail['mentions'],
): ItemDetail {
  return {
    id: item.id,
    kind: item.kind as ItemDetail['kind'],
    title: item.title,
    content: presentBlocks(item.content, views),
    createdAt: item.createdAt.toISOString(),
    collaboration: {
      id: collaboration.id,
      title: collaboration.title,
      status: status(collaboration.status),
      thumbnail: view(views, collaboration.thumbnailId),
    },
    review: presentReview(item),
    hidden: item.hiddenAt !== null,
    ...abilities,
    mentions,
  };
}

/** A deleted collaboration in the admin list, with who deleted it by name only. */
export function presentDeletedCollaboration(row: DeletedCollaborationRow): z.infer<typeof deletedCollaboration> {
  return {
    id: row.id,
    title: row.title,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    deletedBy: row.deletedById ? { id: row.deletedById, name: row.deleterName ?? '', surname: row.deleterSurname ?? '' } : null,
  };
}
