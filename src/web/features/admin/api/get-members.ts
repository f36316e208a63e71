import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminMemberPage } from '../../../../shared/schemas/admin.js';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type MemberPage = z.infer<typeof adminMemberPage>;

/** GET /api/admin/members?q=&page=: 25 a page, newest first. */
export function getMembers(q: string, page: number, signal?: AbortSignal): Promise<MemberPage> {
  const search = new URLSearchParams({ page: String(page) });
  if (q) search.set('q', q);
  return apiFetch<MemberPage>(`/api/admin/members?${search}`, { signal });
}

export function membersQueryOptions(q: string, page: number) {
  return queryOptions({
    queryKey: adminKeys.memberPage(q, page),
    queryFn: ({ signal }) => getMembers(q, page, signal),
    // The table stays on screen while the next page or search is fetched.
    placeholderData: keepPreviousData,
  });
}

export function useMembers(q: string, page: number) {
  return useQuery(membersQueryOptions(q, page));
}
