import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactMessageList } from '../../../../shared/schemas/contact.js';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type ContactMessagePage = z.infer<typeof contactMessageList>;

/** GET /api/admin/contact-messages?page=: newest first. */
export function getContactMessages(page: number, signal?: AbortSignal): Promise<ContactMessagePage> {
  return apiFetch<ContactMessagePage>(`/api/admin/contact-messages?page=${page}`, { signal });
}

export function contactMessagesQueryOptions(page: number) {
  return queryOptions({
    queryKey: adminKeys.messagePage(page),
    queryFn: ({ signal }) => getContactMessages(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(page: number) {
  return useQuery(contactMessagesQueryOptions(page));
}
