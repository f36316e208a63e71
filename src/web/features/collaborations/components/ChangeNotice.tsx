import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CollaborationDetail } from '../../../../shared/schemas/collaborations.js';
import { ReviewNotice } from '../../../entities/review/ReviewStatus';
import { paths } from '../../../lib/paths';
import { useSessionUser } from '../../../lib/session';
import { PencilIcon } from './icons';

/**
 * That a change to the title, picture or description waits for review: its author sees the
 * collaboration as everyone does, and the way to their change; a reviewer, the way to read and
 * decide on it. Nobody else is told of it.
 */
export function ChangeNotice({
  collaboration,
  change,
  className,
}: {
  collaboration: CollaborationDetail;
  change: NonNullable<CollaborationDetail['change']>;
  className?: string;
}) {
  const { t } = useTranslation();
  const mine = useSessionUser()?.id === change.author.id;
  const seeChange = (
    <Link to={paths.collaborationChange(collaboration.id)} className="btn-secondary">
      {t('collaboration.seeChange')}
    </Link>
  );
  if (mine) {
    return (
      <ReviewNotice
        review={change.review}
        className={className}
        waitingText={t('collaboration.yourChangeWaits')}
        action={
          <div className="flex flex-wrap gap-3">
            {seeChange}
            <Link to={paths.changeContent(collaboration.id, 'edit-collaboration')} className="btn-secondary">
              <PencilIcon size={16} />
              {t('collaboration.changeAgain')}
            </Link>
          </div>
        }
      />
    );
  }
  return (
    <ReviewNotice
      review={change.review}
      className={className}
      reviewing
      waitingText={t('collaboration.changeWaitsForYou', { name: change.author.name, surname: change.author.surname })}
      action={seeChange}
    />
  );
}
