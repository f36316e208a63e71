import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInBody, SignInResponse } from '../../../../shared/schemas/auth.js';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../lib/session';

export function signIn(body: SignInBody): Promise<SignInResponse> {
  return apiFetch<SignInResponse>('/api/auth/sign-in/email', { method: 'POST', body });
}

/**
 * Signs in; the answer names the user, so the header and guard know them without another
 * request. With a second factor the answer has no user yet (`twoFactorRequired`): the session
 * stays as it was until the code is verified.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => {
      if (user) queryClient.setQueryData(sessionQueryOptions.queryKey, { user });
    },
  });
}
