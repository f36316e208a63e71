import { z } from 'zod';
import { fieldCode } from '../error-messages.js';
import { MEMBER_NAME_MAX, ROLES } from '../constants.js';
import { newPassword } from './auth.js';
import { lineText } from './text.js';

/** `?q=&page=` of the member list. */
export const memberListQuery = z.object({
  q: z.string().trim().max(100, fieldCode('search_too_long')).default(''),
  page: z.preprocess((value) => {
    const n = Number.parseInt(String(value ?? ''), 10);
    return Number.isFinite(n) && n >= 1 ? Math.min(n, 100_000) : 1;
  }, z.number().int().min(1)),
});

/** One member in the admin list. */
const adminMember = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** What they write waits for a teacher's review before anyone else sees it (pupils). */
  needsReview: z.boolean(),
  /** 'left': a pupil who left the programme (disabled until anonymised); 'anonymised': the record the retention job left. */
  status: z.enum(['active', 'disabled', 'left', 'anonymised']),
  twoFactorEnabled: z.boolean(),
  /** Their profile's photo, description and contact details are hidden from the community (decision 0050). */
  profileHidden: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMember = z.infer<typeof adminMember>;

export const adminMemberPage = z.object({ members: z.array(adminMember), page: z.number().int(), hasNext: z.boolean() });

/** Body of POST /api/admin/members: without a password, one is generated and shown once. */
export const adminCreateMember = z.object({
  email: lineText({ error: fieldCode('email_address_required') }).trim().toLowerCase().pipe(z.email(fieldCode('email_invalid'))),
  name: lineText({ error: fieldCode('name_required') }).trim().min(1, fieldCode('name_required')).max(MEMBER_NAME_MAX, fieldCode('name_too_long')),
  surname: lineText({ error: fieldCode('surname_required') }).trim().min(1, fieldCode('surname_required')).max(MEMBER_NAME_MAX, fieldCode('surname_too_long')),
  role: z.enum(ROLES, { error: fieldCode('role_invalid') }).default('member'),
  needsReview: z.boolean({ error: fieldCode('needs_review_invalid') }).default(false),
  password: newPassword.optional(),
});
export type AdminCreateMember = z.input<typeof adminCreateMember>;

/** Body of PATCH /api/admin/members/:id: the names only an admin changes. */
export const adminRenameMember = adminCreateMember.pick({ name: true, surname: true });

/** Body of PUT /api/admin/members/:id/role. */
export const adminSetRole = z.object({ role: z.enum(ROLES, { error: fieldCode('role_invalid') }) });

/** Body of PUT /api/admin/members/:id/review: whether what they write waits for review. */
export const adminSetNeedsReview = z.object({ needsReview: z.boolean({ error: fieldCode('needs_review_invalid') }) });

/** Body of POST /api/admin/members/:id/password: without a password, one is generated and shown once. */
export const adminResetPassword = z.object({ password: newPassword.optional() });

/** An answer that may carry a generated password, shown this once. */
export const withGeneratedPassword = z.object({ id: z.string(), generatedPassword: z.string().nullable() });

/** A deleted collaboration as moderation lists it. */
export const deletedCollaboration = z.object({
  id: z.uuid(),
  title: z.string(),
  deletedAt: z.string().nullable(),
  deletedBy: z.object({ id: z.string(), name: z.string(), surname: z.string() }).nullable(),
});
export const deletedCollaborationList = z.object({ collaborations: z.array(deletedCollaboration) });

/** `?userId=&action=&page=` of the audit log. */
export const auditQuery = z.object({
  userId: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
  page: memberListQuery.shape.page,
});

const auditEntry = z.object({
  id: z.uuid(),
  action: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), surname: z.string() }).nullable(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** What people call the target (a name, a title), or null when it is gone and the entry kept none. */
  targetLabel: z.string().nullable(),
  /** The people the details name by id, with their names. */
  people: z.array(z.object({ id: z.string(), name: z.string() })),
  details: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;
export const auditPage = z.object({
  entries: z.array(auditEntry),
  page: z.number().int(),
  hasNext: z.boolean(),
  /** The member the log is narrowed to (`?userId=`), by name; null when it is not, or when that member was erased. */
  user: z.object({ id: z.string(), name: z.string(), surname: z.string() }).nullable(),
});

/** A post an admin took off the site, as moderation lists it. */
const unpublishedPost = z.object({
  id: z.uuid(),
  title: z.string(),
  // `id` null: a post kept from an erased member ("Former member").
  author: z.object({ id: z.string().nullable(), name: z.string(), surname: z.string() }),
  unpublishedAt: z.string(),
  unpublishedBy: z.object({ id: z.string(), name: z.string(), surname: z.string() }).nullable(),
});
export type UnpublishedPost = z.infer<typeof unpublishedPost>;
export const unpublishedPostList = z.object({ posts: z.array(unpublishedPost) });

/** Body of POST /api/admin/members/:id/erase: what becomes of the member's work. */
export const adminEraseMember = z.object({
  /** Keep their posts (and updates and help requests) under "Former member", or delete them with their pictures. */
  keepPosts: z.boolean({ error: fieldCode('erase_posts_choice') }),
  /** Who takes on the collaborations they created; needed only when there are any. */
  successorId: z.string().max(100).nullable().default(null),
});
export type AdminEraseMember = z.input<typeof adminEraseMember>;
export const erasedMember = z.object({ posts: z.number().int(), pictures: z.number().int() });

/** Body of POST /api/admin/members/:id/guardians: the member who becomes the pupil's guardian. */
export const adminLinkGuardian = z.object({
  guardianId: z.string({ error: fieldCode('guardian_required') }).trim().min(1, fieldCode('guardian_required')).max(100, fieldCode('guardian_required')),
});
export type AdminLinkGuardian = z.input<typeof adminLinkGuardian>;

const linkedPerson = z.object({ id: z.string(), name: z.string(), surname: z.string() });
/**
 * GET /api/admin/members/:id/guardians (and the answer of linking and unlinking): a pupil's
 * guardians and a guardian's children, by name; a member is usually one or the other, or neither.
 */
export const memberGuardians = z.object({ guardians: z.array(linkedPerson), children: z.array(linkedPerson) });
export type MemberGuardians = z.infer<typeof memberGuardians>;
