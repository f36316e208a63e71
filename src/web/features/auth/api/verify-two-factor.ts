import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SessionResponse, twoFactorVerifyBody } from '../../../../shared/schemas/auth.js';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../lib/session';

export type TwoFactorVerifyBody = z.input<typeof twoFactorVerifyBody>;
export type TwoFactorMethod = NonNullable<TwoFactorVerifyBody['method']>;

/** POST /api/auth/two-factor/verify: the second step of signing in; answers the now signed-in user. */
export function verifyTwoFactor(body: TwoFactorVerifyBody): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/api/auth/two-factor/verify', { method: 'POST', body });
}

/** Verifies the app's code or a backup code; on success the header and guard know the user at once. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryOptions.queryKey, session),
  });
}
