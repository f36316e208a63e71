import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStates } from '../../../components/ListStates';
import { CollaborationGrid } from '../../../entities/collaborations/BoardCards';
import { useBoard } from '../../../entities/collaborations/get-board';
import { paths } from '../../../lib/paths';

/** Shown on a project's page; the rest are a link away, on the board narrowed to the project. */
const SHOWN = 6;

/**
 * A project's running collaborations (active first, then those not started), as the signed-in
 * reader may see them, and the way to all of them. Collaborations are members' pages: a visitor's
 * project page has none, and asks for none.
 */
export function ProjectCollaborations({ slug }: { slug: string }) {
  const { t } = useTranslation();
  // The board narrowed to the project, under the board's own query (and its live refreshes).
  const board = useBoard(slug);
  const all = `${paths.collaboration()}?project=${encodeURIComponent(slug)}`;
  const running = board.data ? [...board.data.active, ...board.data.inactive] : [];
  const any = board.data ? running.length + board.data.completed.length > 0 : false;
  return (
    <section aria-labelledby="project-collaborations" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="project-collaborations" className="text-2xl font-bold tracking-tight text-brand-900">
          {t('project.collaborationsHeading')}
        </h2>
        {any && (
          <Link to={all} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {t('project.allCollaborations')}
          </Link>
        )}
      </div>
      <ListStates
        query={board}
        loadingLabel={t('project.loadingCollaborations')}
        errorLabel={t('project.errorFetchingCollaborations')}
        isEmpty={(data) => data.active.length + data.inactive.length === 0}
        empty={<p className="text-lg text-slate-700">{t('project.noCollaborations')}</p>}
      >
        {() => <CollaborationGrid collaborations={running.slice(0, SHOWN)} eager={false} />}
      </ListStates>
    </section>
  );
}
