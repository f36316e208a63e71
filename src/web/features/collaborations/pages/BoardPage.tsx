import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProjectFilter } from '../../../entities/projects/ProjectFilter';
import { PlusIcon } from '../../../components/action-icons';
import { EmptyText } from '../../../components/EmptyText';
import { ListStates } from '../../../components/ListStates';
import { LiveBadge } from '../../../components/LiveBadge';
import { paths } from '../../../lib/paths';
import { useBoard } from '../../../entities/collaborations/get-board';
import { useLiveBoard } from '../api/live-collaborations';
import { CollaborationGrid, HelpGrid } from '../../../entities/collaborations/BoardCards';
import { BackIcon } from '../components/icons';

/** The board of the whole programme, or of one project. */
function boardAddress(project: string | null): string {
  return project ? `${paths.collaboration()}?project=${encodeURIComponent(project)}` : paths.collaboration();
}

/**
 * /collaboration, the board: help requests, then collaborations by status, kept up to date as
 * members change them; `?project=` narrows it to one project's (those the reader may see).
 */
export function BoardPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const project = search.get('project')?.trim().toLowerCase() || null;
  const board = useBoard(project);
  const live = useLiveBoard();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <title>{t('collaboration.boardDocumentTitle')}</title>
      <div className="mb-10 flex items-center gap-4">
        {/* On desktop only: phones have the header's menu. */}
        <Link to={paths.profile()} className="btn-secondary hidden lg:inline-flex">
          <BackIcon />
          {t('collaboration.backToProfile')}
        </Link>
        <div className="flex flex-1 flex-col items-start gap-2 lg:items-center">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl lg:text-center">{t('collaboration.boardHeading')}</h1>
          <LiveBadge status={live} />
        </div>
        <Link to={paths.createCollaboration('create-collaboration')} className="btn-accent">
          <PlusIcon width={18} height={18} />
          {/* Only one of the two is displayed, so the link's name is the one on screen. */}
          <span className="lg:hidden">{t('collaboration.creationShort')}</span>
          <span className="hidden lg:inline">{t('collaboration.creation')}</span>
        </Link>
      </div>
      <ProjectFilter
        current={project}
        narrowedTo={board.data?.project}
        addressFor={boardAddress}
        words={{
          choose: t('collaboration.projectFilter'),
          narrowed: (name) => t('collaboration.projectNarrowed', { project: name }),
          all: t('collaboration.projectFilterAll'),
          loading: t('collaboration.projectsFilterLoading'),
        }}
      />
      {/* Never empty as a whole: each section says when it holds nothing. */}
      <ListStates query={board} loadingLabel={t('collaboration.loadingBoard')} errorLabel={t('collaboration.errorFetching')}>
        {({ help, active, inactive, completed }) => (
          <div className="space-y-14">
            <BoardSection heading={t('collaboration.helpNeeded')} emptyText={t('collaboration.helpEmpty')} count={help.length}>
              <HelpGrid help={help} />
            </BoardSection>
            <BoardSection heading={t('collaboration.activeHeading')} emptyText={t('collaboration.empty')} count={active.length}>
              <CollaborationGrid collaborations={active} eager />
            </BoardSection>
            <BoardSection heading={t('collaboration.inactiveHeading')} emptyText={t('collaboration.empty')} count={inactive.length}>
              <CollaborationGrid collaborations={inactive} eager={active.length === 0} />
            </BoardSection>
            <BoardSection
              heading={t('collaboration.completedHeading')}
              emptyText={t('collaboration.completedEmpty')}
              count={completed.length}
            >
              <CollaborationGrid collaborations={completed} eager={false} />
            </BoardSection>
          </div>
        )}
      </ListStates>
    </div>
  );
}

type BoardSectionProps = { heading: string; emptyText: string; count: number; children: ReactNode };

function BoardSection({ heading, emptyText, count, children }: BoardSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-5 text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      {count === 0 ? (
        <EmptyText>{emptyText}</EmptyText>
      ) : (
        children
      )}
    </section>
  );
}
