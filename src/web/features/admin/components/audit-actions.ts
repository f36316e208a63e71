/**
 * The actions the server records (src/server/features/*), for the audit log's filter. An
 * action missing here still shows in the log; it just cannot be picked.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'member.created',
  'member.renamed',
  'member.password_reset',
  'member.role_changed',
  'member.disabled',
  'member.enabled',
  'member.two_factor_reset',
  'collaboration.deleted',
  'collaboration.restored',
  'collaboration.status_changed',
  'collaboration.members_added',
  'collaboration.member_left',
  'collaboration.item_deleted',
  'contact_message.deleted',
] as const;
