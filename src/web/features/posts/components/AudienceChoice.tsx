import { useTranslation } from 'react-i18next';
import { POST_AUDIENCES, type PostAudience } from '../../../../shared/constants.js';
import type { ProjectRef } from '../../../../shared/schemas/projects.js';
import { PlaceChoice, type Place } from '../../../entities/projects/PlaceChoice';

/** Who may read a post, and the project it belongs to (none, or one of the writer's). */
export type PostPlace = Place<PostAudience>;

/**
 * Who may read a post (decisions 0026 and 0053): everyone, visitors and search engines included;
 * signed-in members only; or one project's people (its members and its pupils' families); and the
 * project it belongs to. In the editor and again on Preview, where the post is seen as it will be.
 */
export function AudienceChoice(props: {
  value: PostPlace;
  onChange: (place: PostPlace) => void;
  errors?: { audience?: string; projectId?: string };
  known?: ProjectRef | null;
}) {
  const { t } = useTranslation();
  return (
    <PlaceChoice
      audiences={POST_AUDIENCES}
      words={{
        legend: t('blog.audienceLegend'),
        audiences: {
          everyone: { label: t('blog.audienceEveryone'), hint: t('blog.audienceEveryoneHint') },
          members: { label: t('blog.audienceMembers'), hint: t('blog.audienceMembersHint') },
          project: { label: t('blog.audienceProject'), hint: t('blog.audienceProjectHint') },
        },
        projectLabel: t('blog.projectLabel'),
        projectNone: t('blog.projectNone'),
        projectHint: t('blog.projectHint'),
      }}
      {...props}
    />
  );
}
