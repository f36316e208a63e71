/** Query keys of profiles: the member's own, and other members' cards by user id. */
export const profileKeys = {
  all: ['profiles'] as const,
  own: ['profiles', 'own'] as const,
  member: (userId: string) => ['profiles', 'member', userId] as const,
};
