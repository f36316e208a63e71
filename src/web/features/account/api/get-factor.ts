import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FactorStatus } from '../../../../shared/schemas/auth.js';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/auth/two-factor: the member's confirmed second factor, or null. */
export function getFactor(signal?: AbortSignal): Promise<FactorStatus> {
  return apiFetch<FactorStatus>('/api/auth/two-factor', { signal });
}

export const factorQueryOptions = queryOptions({
  queryKey: ['security', 'factor'],
  queryFn: ({ signal }) => getFactor(signal),
});

export function useFactor() {
  return useQuery(factorQueryOptions);
}
