/** Addresses of the admin area; the route table in router.tsx registers them. */
export const adminPaths = {
  members: () => '/admin/members',
  moderation: () => '/admin/moderation',
  messages: () => '/admin/messages',
  audit: (filter: { userId?: string; action?: string } = {}) => {
    const search = new URLSearchParams();
    if (filter.userId) search.set('userId', filter.userId);
    if (filter.action) search.set('action', filter.action);
    const text = search.toString();
    return text ? `/admin/audit?${text}` : '/admin/audit';
  },
};
