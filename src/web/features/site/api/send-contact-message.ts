import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../../shared/schemas/contact.js';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/contact: a visitor's message to the programme; 400 names the fields at fault, 429 asks to wait. */
export function sendContactMessage(input: ContactInput): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/contact', { method: 'POST', body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
