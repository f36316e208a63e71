import type { MemberCard } from '../../../../shared/schemas/profiles.js';

/** What a member changes of their profile: everything on their card but the name, which admins keep. */
export type ProfileDetailName = 'image' | 'description' | 'email' | 'telephone' | 'facebook' | 'instagram';

const TEXT_DETAILS = ['description', 'email', 'telephone', 'facebook', 'instagram'] as const;

/**
 * The details in which a proposed profile differs from the one shown now, so a reviewer sees at a
 * glance what to read. A blank detail is the same whether stored as '' or null.
 */
export function changedDetails(proposed: MemberCard, shown: MemberCard): ReadonlySet<ProfileDetailName> {
  const changed = new Set<ProfileDetailName>();
  if ((proposed.image?.id ?? null) !== (shown.image?.id ?? null)) changed.add('image');
  for (const name of TEXT_DETAILS) {
    if ((proposed[name] ?? '').trim() !== (shown[name] ?? '').trim()) changed.add(name);
  }
  return changed;
}
