import { useTranslation } from 'react-i18next';
import type { PostCard } from '../../../shared/schemas/posts.js';
import { projectName } from '../projects/open-projects';

/**
 * Who may read a post, on its card, for those who may: "Members only", or the project whose
 * people alone read it. Nothing for a post for everyone.
 */
export function AudienceBadge({ post, className = '' }: { post: Pick<PostCard, 'audience' | 'project'>; className?: string }) {
  const { t, i18n } = useTranslation();
  if (post.audience === 'everyone') return null;
  const label = post.audience === 'project' && post.project ? t('blog.audienceProjectBadge', { project: projectName(post.project, i18n.language) }) : t('blog.audienceMembers');
  return <p className={`self-start rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900 ${className}`}>{label}</p>;
}
