import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentsForVisitorsSetting } from '../../../../shared/schemas/comments.js';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/comments-for-visitors: whether visitors read comments on posts for everyone. */
export function useCommentsForVisitors() {
  return useQuery({ queryKey: adminKeys.commentsForVisitors, queryFn: ({ signal }) => apiFetch<CommentsForVisitorsSetting>('/api/admin/comments-for-visitors', { signal }) });
}

/** PUT /api/admin/comments-for-visitors: audited; every instance forgets the posts' cached pages. */
export function useSetCommentsForVisitors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => apiFetch<CommentsForVisitorsSetting>('/api/admin/comments-for-visitors', { method: 'PUT', body: { on } }),
    onSuccess: (answer) => queryClient.setQueryData(adminKeys.commentsForVisitors, answer),
  });
}
