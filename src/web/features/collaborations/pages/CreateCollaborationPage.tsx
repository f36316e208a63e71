import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { CollaborationForm } from '../components/CollaborationForm';

/** /create-collaboration/create-collaboration: the shared editor in its create mode. */
export function CreateCollaborationPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <title>{t('collaboration.createDocumentTitle')}</title>
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('collaboration.createHeading')}</h1>
      <CollaborationForm cancelTo={paths.collaboration()} />
    </div>
  );
}
