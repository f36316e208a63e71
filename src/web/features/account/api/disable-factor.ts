import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { PasswordBody } from './enable-factor';
import { factorQueryOptions } from './get-factor';

/** POST /api/auth/two-factor/disable: removes the authenticator app and its backup codes. */
export function disableFactor(body: PasswordBody): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/two-factor/disable', { method: 'POST', body });
}

export function useDisableFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableFactor,
    onSuccess: () => queryClient.setQueryData(factorQueryOptions.queryKey, { factor: null }),
  });
}
