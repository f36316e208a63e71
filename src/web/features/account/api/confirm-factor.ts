import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { confirmFactorBody } from '../../../../shared/schemas/auth.js';
import { apiFetch } from '../../../lib/api-client';
import { factorQueryOptions } from './get-factor';

export type ConfirmFactorBody = z.input<typeof confirmFactorBody>;

/** POST /api/auth/two-factor/confirm: the app's first code proves it holds the secret; the factor is then active. */
export function confirmFactor(body: ConfirmFactorBody): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/two-factor/confirm', { method: 'POST', body });
}

export function useConfirmFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factorQueryOptions.queryKey }),
  });
}
