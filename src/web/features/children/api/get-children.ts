import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChildrenResponse } from '../../../../shared/schemas/children.js';
import { apiFetch } from '../../../lib/api-client';
import { childrenKeys } from './children-keys';

export type { Child, ChildWork } from '../../../../shared/schemas/children.js';

/** GET /api/children: the signed-in member's children with their work in every state (none for who is no one's guardian). */
export function getChildren(signal?: AbortSignal): Promise<ChildrenResponse> {
  return apiFetch<ChildrenResponse>('/api/children', { signal });
}

export const childrenQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: childrenKeys.children(userId),
    queryFn: ({ signal }) => getChildren(signal),
    // Teachers decide on the children's work elsewhere: read afresh whenever the page is shown,
    // and whenever this tab takes a post off the site or deletes an item.
    staleTime: 0,
    meta: { shows: ['posts', 'collaborations', 'member-profiles'] },
  });

export function useChildren(userId: string) {
  return useQuery(childrenQueryOptions(userId));
}
