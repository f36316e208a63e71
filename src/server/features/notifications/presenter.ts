import type { NOTIFICATION_KINDS } from '../../../shared/constants.js';
import { COLLABORATION_STATUSES, GUARDIAN_REQUEST_KINDS, GUARDIAN_REQUEST_OUTCOMES, type GuardianRequestKind } from '../../../shared/constants.js';
import type { NotificationView } from '../../../shared/schemas/notifications.js';
import type { NotificationRow } from './queries.js';

type Status = (typeof COLLABORATION_STATUSES)[number];
const isStatus = (value: unknown): value is Status => COLLABORATION_STATUSES.includes(value as Status);
const SUBJECTS = ['collaboration', 'collaboration_change', 'profile', 'comment', 'item'] as const;
const isSubject = (value: unknown): value is (typeof SUBJECTS)[number] => SUBJECTS.includes(value as (typeof SUBJECTS)[number]);

const isRequest = (value: unknown): value is GuardianRequestKind => GUARDIAN_REQUEST_KINDS.includes(value as GuardianRequestKind);
const REPORT_OUTCOMES = ['dismissed', 'hidden', 'deleted'] as const;
const isReportOutcome = (value: unknown): value is (typeof REPORT_OUTCOMES)[number] => REPORT_OUTCOMES.includes(value as 'hidden');
const isOutcome = (value: unknown): value is (typeof GUARDIAN_REQUEST_OUTCOMES)[number] => GUARDIAN_REQUEST_OUTCOMES.includes(value as 'approved');

/** The child as they are now; an erased child's name as it was when the notification was written. */
function childOf(row: NotificationRow): { name: string; surname: string } | null {
  if (row.childName !== null && row.childSurname !== null) return { name: row.childName, surname: row.childSurname };
  const { childName, childSurname } = row.details;
  return typeof childName === 'string' && typeof childSurname === 'string' ? { name: childName, surname: childSurname } : null;
}

/** A notification as its member reads it: what it is about by id and current title, never more of it. */
export function presentNotification(row: NotificationRow): NotificationView {
  const status = row.details.status;
  return {
    id: row.id,
    kind: row.kind as (typeof NOTIFICATION_KINDS)[number],
    actor: row.actorName !== null && row.actorSurname !== null ? { name: row.actorName, surname: row.actorSurname } : null,
    collaboration:
      row.collaborationId && row.collaborationTitle !== null && isStatus(row.collaborationStatus)
        ? { id: row.collaborationId, title: row.collaborationTitle, status: row.collaborationStatus }
        : null,
    item: row.itemId && row.itemTitle !== null ? { id: row.itemId, title: row.itemTitle, kind: row.itemKind === 'help' ? 'help' : 'update' } : null,
    post: row.postId && row.postTitle !== null ? { id: row.postId, title: row.postTitle } : null,
    status: isStatus(status) ? status : null,
    child: childOf(row),
    request: isRequest(row.details.request) ? row.details.request : null,
    outcome: isOutcome(row.details.outcome) ? row.details.outcome : null,
    reportOutcome: isReportOutcome(row.details.reportOutcome) ? row.details.reportOutcome : null,
    note: typeof row.details.note === 'string' ? row.details.note : null,
    subject: isSubject(row.details.subject) ? row.details.subject : null,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
