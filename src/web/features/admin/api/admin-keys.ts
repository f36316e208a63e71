/** Query keys of the admin area: a change to members refreshes every member page at once. */
export const adminKeys = {
  members: ['admin', 'members'] as const,
  memberPage: (q: string, page: number) => ['admin', 'members', { q, page }] as const,
  // Under the members: any change to members asks again who is linked to whom.
  guardians: (id: string) => ['admin', 'members', 'guardians', id] as const,
  deletedCollaborations: ['admin', 'deleted-collaborations'] as const,
  unpublishedPosts: ['admin', 'unpublished-posts'] as const,
  messages: ['admin', 'messages'] as const,
  messagePage: (page: number) => ['admin', 'messages', { page }] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: (filter: AuditFilter) => ['admin', 'audit', filter] as const,
  siteSettings: ['admin', 'site-settings'] as const,
  formerPupils: ['admin', 'former-pupils'] as const,
  watchedWords: ['admin', 'watched-words'] as const,
  reportThreshold: ['admin', 'report-threshold'] as const,
  commentsForVisitors: ['admin', 'comments-for-visitors'] as const,
  reactions: ['admin', 'reactions'] as const,
};

/** What the audit log is narrowed to; empty strings mean "any". */
export type AuditFilter = { userId: string; action: string; page: number };

/** The API path of one member, or of something under it. */
export function memberPath(id: string, rest = ''): string {
  return `/api/admin/members/${encodeURIComponent(id)}${rest}`;
}

/** An answer that may carry a generated password, shown this once. */
export type WithGeneratedPassword = { id: string; generatedPassword: string | null };
