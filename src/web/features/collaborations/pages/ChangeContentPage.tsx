import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { CollaborationEditor } from '../components/CollaborationEditor';
import { useEditArea } from '../components/edit-area-context';
import { NotFound } from '../components/NotFound';
import { SectionHeading } from '../components/SectionHeading';

/**
 * change-content/:editMode/:id inside the edit area: the same editor as
 * /create-collaboration/edit-collaboration/:id. Only that mode edits a collaboration.
 */
export function ChangeContentPage() {
  const { t } = useTranslation();
  const { editMode } = useParams();
  const { collaboration } = useEditArea();
  if (editMode !== 'edit-collaboration') return <NotFound what="collaboration" nested />;
  return (
    <div>
      <SectionHeading>{t('collaboration.editHeading')}</SectionHeading>
      <CollaborationEditor collaboration={collaboration} cancelTo={paths.collaborationEdit(collaboration.id)} />
    </div>
  );
}
