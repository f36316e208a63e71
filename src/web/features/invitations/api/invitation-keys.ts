/**
 * Query keys of invitations. A member's lists carry their id, so another member signing in on
 * the same browser never sees the last one's; a making or a withdrawal asks every page again.
 */
export const invitationKeys = {
  all: ['invitations'] as const,
  member: (userId: string) => ['invitations', userId] as const,
  page: (userId: string, before: string | null) => ['invitations', userId, 'page', before] as const,
  collaborations: ['invitations', 'collaborations'] as const,
  pupils: (q: string) => ['invitations', 'pupils', q] as const,
  mail: ['invitations', 'mail'] as const,
  opened: (token: string) => ['invitations', 'opened', token] as const,
};

/** The API path of one invitation, or of something under it. */
export function invitationPath(id: string, rest = ''): string {
  return `/api/invitations/${encodeURIComponent(id)}${rest}`;
}
