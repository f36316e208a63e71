/**
 * Query keys of a guardian's page. They carry the member's id, so another member signing in on
 * the same browser never sees the last one's children; a request asked asks both again.
 */
export const childrenKeys = {
  all: ['children'] as const,
  children: (userId: string) => ['children', userId, 'work'] as const,
  requests: (userId: string) => ['children', userId, 'requests'] as const,
};
