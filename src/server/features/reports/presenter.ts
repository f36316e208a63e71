import type { MediaView } from '../../../shared/schemas/media.js';
import type { ModerationEntry } from '../../../shared/schemas/reports.js';
import type { ReportReason } from '../../../shared/constants.js';
import type { CollaborationStatus } from '../../../shared/schemas/content.js';
import type { ReportedThingRow } from './queries.js';

const personOf = (row: { id: string | null; name: string | null; surname: string | null } | null) =>
  row && row.id !== null && row.name !== null && row.surname !== null ? { id: row.id, name: row.name, surname: row.surname } : null;

/** A reported thing as the moderators read it: what it says and where, whose, its state, and every open report (a flag has no reporter). */
export function presentModerationEntry(entry: ReportedThingRow, views: ReadonlyMap<string, MediaView>): ModerationEntry {
  return {
    subject: entry.subject,
    post: entry.row.post,
    collaboration: entry.row.collaboration ? { ...entry.row.collaboration, status: entry.row.collaboration.status as CollaborationStatus } : null,
    item: entry.row.item,
    itemKind: entry.row.itemKind,
    author: personOf(entry.author),
    text: entry.row.text,
    image: entry.row.imageId ? (views.get(entry.row.imageId) ?? null) : null,
    createdAt: entry.row.createdAt.toISOString(),
    hidden: entry.row.hidden,
    held: entry.held,
    authorBannedUntil: entry.bannedUntil?.toISOString() ?? null,
    reports: entry.reports.map((report) => ({
      id: report.id,
      reason: report.reason as ReportReason,
      words: report.words,
      reporter: personOf(report.reporter),
      createdAt: report.createdAt.toISOString(),
    })),
  };
}
