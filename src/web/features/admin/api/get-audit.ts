import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { auditPage } from '../../../../shared/schemas/admin.js';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, type AuditFilter } from './admin-keys';

export type AuditPage = z.infer<typeof auditPage>;

/** GET /api/admin/audit?userId=&action=&page=: newest first; a user matches as actor or target. */
export function getAudit({ userId, action, page }: AuditFilter, signal?: AbortSignal): Promise<AuditPage> {
  const search = new URLSearchParams({ page: String(page) });
  if (userId) search.set('userId', userId);
  if (action) search.set('action', action);
  return apiFetch<AuditPage>(`/api/admin/audit?${search}`, { signal });
}

export function auditQueryOptions(filter: AuditFilter) {
  return queryOptions({
    queryKey: adminKeys.auditPage(filter),
    queryFn: ({ signal }) => getAudit(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(filter: AuditFilter) {
  return useQuery(auditQueryOptions(filter));
}
