import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PencilIcon } from './icons';
import { statusColours, statusName } from './statuses';

const BADGE = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset';

type StatusBadgeProps = {
  status: string;
  /**
   * Where the badge leads for those who may edit (the edit area); null for everyone else,
   * for whom it is text that answers a click with the access alert.
   */
  editHref?: string | null;
  /** Called when someone without access clicks the badge; without it the badge is plain text. */
  onDenied?: () => void;
};

/** The collaboration's status in its colour; the way into the edit area for its members. */
export function StatusBadge({ status, editHref, onDenied }: StatusBadgeProps) {
  const { t } = useTranslation();
  const colours = statusColours(status);
  if (editHref) {
    return (
      <Link
        to={editHref}
        title={t('collaboration.openEditArea')}
        className={`${BADGE} ${colours} transition hover:brightness-95 hover:ring-2`}
      >
        <span>{statusName(t, status)}</span>
        <span className="sr-only">, {t('collaboration.openEditArea')}</span>
        <PencilIcon />
      </Link>
    );
  }
  // Text for assistive technology (a control that only says "no" would be a trap); a click
  // still tells mouse and touch users why nothing opens.
  return (
    <span onClick={onDenied} className={`${BADGE} ${colours} ${onDenied ? 'cursor-pointer' : ''}`}>
      {statusName(t, status)}
    </span>
  );
}
