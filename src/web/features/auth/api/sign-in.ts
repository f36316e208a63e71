import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SignInBody } from '../../../../shared/schemas/auth.js';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryOptions } from './get-session';

export function signIn(body: SignInBody): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/api/auth/sign-in/email', { method: 'POST', body });
}

/** Signs in; the answer names the user, so the header and guard know them without another request. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryOptions.queryKey, session),
  });
}
