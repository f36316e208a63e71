import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentBlocks } from '../../../components/content-blocks/ContentBlocks';
import { paths } from '../../../lib/paths';
import { ChangeNotice } from '../components/ChangeNotice';
import { useEditArea } from '../components/edit-area-context';
import { PencilIcon } from '../components/icons';
import { SectionHeading } from '../components/SectionHeading';

const COLUMN_SIZES = '(min-width: 1024px) 52rem, calc(100vw - 2rem)';

/** The edit area's index, Change Description: the description as it is, and the way to edit it. */
export function ChangeDescriptionPage() {
  const { t } = useTranslation();
  const { collaboration } = useEditArea();
  return (
    <div>
      <SectionHeading>{t('collaboration.changeDescription')}</SectionHeading>
      {collaboration.change && <ChangeNotice collaboration={collaboration} change={collaboration.change} className="mt-0 mb-6" />}
      <Link to={paths.changeContent(collaboration.id, 'edit-collaboration')} className="btn-primary mb-8">
        <PencilIcon size={16} />
        {t('collaboration.editDescription')}
      </Link>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <ContentBlocks blocks={collaboration.content} imageSizes={COLUMN_SIZES} />
      </div>
    </div>
  );
}
