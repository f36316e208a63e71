import { useMutation } from '@tanstack/react-query';
import type { ClassListInput, ClassListPreview } from '../../../../shared/schemas/invitations.js';
import { apiFetch } from '../../../lib/api-client';

export type { ClassListPreview, ClassListRow } from '../../../../shared/schemas/invitations.js';

/**
 * What the class list's form sends: the schema's input, but "Days valid" left empty goes as null,
 * for the server to refuse in its words rather than to fill with its default unseen.
 */
export type ClassListRequest = Omit<ClassListInput, 'days'> & { days: number | null };

/**
 * POST /api/invitations/class/preview: every row of the list, each with what keeps it from being
 * invited. It sends and stores nothing, but it is a POST (the list is too long for an address),
 * so a mutation: asked for when "Check the list" is pressed, never again by itself.
 */
export function previewClassList(body: ClassListRequest): Promise<ClassListPreview> {
  return apiFetch<ClassListPreview>('/api/invitations/class/preview', { method: 'POST', body });
}

export function usePreviewClassList() {
  return useMutation({ mutationFn: previewClassList });
}
