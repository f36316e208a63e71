import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Enrolment, passwordBody } from '../../../../shared/schemas/auth.js';
import { apiFetch } from '../../../lib/api-client';

export type PasswordBody = z.input<typeof passwordBody>;

/**
 * POST /api/auth/two-factor/enable: starts enrolling an authenticator app. The answer (QR
 * code, secret, backup codes) is shown once; the factor is not active until confirmed.
 */
export function enableFactor(body: PasswordBody): Promise<Enrolment> {
  return apiFetch<Enrolment>('/api/auth/two-factor/enable', { method: 'POST', body });
}

export function useEnableFactor() {
  return useMutation({ mutationFn: enableFactor });
}
