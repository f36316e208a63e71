import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import type { CollaborationDetail } from '../../../../shared/schemas/collaborations.js';
import { useConfirm } from '../../../components/use-confirm';
import { paths } from '../../../lib/paths';
import { useSessionUser } from '../../../lib/session';
import { useDeleteCollaboration } from '../api/delete-collaboration';
import { useLeaveCollaboration } from '../api/leave-collaboration';
import { AccessDenied } from '../components/AccessDenied';
import type { EditAreaContext } from '../components/edit-area-context';
import { useRouteCollaboration } from '../components/use-route-collaboration';
import { BackIcon, ChevronDownIcon } from '../components/icons';
import { StatusBadge } from '../components/StatusBadge';
import { withNotice } from '../../../lib/notice';

/**
 * /collaboration-page-edit/:id, the edit area: a side menu of sections and the Dangerous Zone,
 * with the chosen section beside it. Only the creator, the executing members and admins get in;
 * the server refuses everyone else anyway, and they see the access alert alone.
 */
export function EditAreaLayout() {
  const { t } = useTranslation();
  const { data, fallback } = useRouteCollaboration();
  if (fallback) return fallback;
  if (!data.canEdit) {
    // A page of its own, like any other: a heading to land on, the refusal, and the way back.
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16">
        <title>{t('collaboration.noAccessDocumentTitle', { title: data.title })}</title>
        <h1 className="mb-6 text-2xl font-extrabold tracking-tight text-brand-900 [overflow-wrap:anywhere] sm:text-3xl">
          {t('collaboration.noAccessHeading', { title: data.title })}
        </h1>
        <AccessDenied />
        <Link
          to={paths.collaborationPage(data.status, data.id)}
          className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          <BackIcon />
          {t('collaboration.backToCollaboration')}
        </Link>
      </div>
    );
  }
  return <EditArea collaboration={data} />;
}

type Section = { to: string; label: string; matches: (path: string) => boolean; shown: boolean };

function EditArea({ collaboration }: { collaboration: CollaborationDetail }) {
  const { t } = useTranslation();
  const menuId = useId();
  const dangerId = useId();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const leave = useLeaveCollaboration();
  const remove = useDeleteCollaboration();
  const { id, title, status } = collaboration;
  const isCreator = useSessionUser()?.id === collaboration.creator.id;
  // The menu is open on phones only while it is being used; going to a section closes it.
  const [menuOpen, setMenuOpen] = useState(false);
  const path = useLocation().pathname.replace(/\/+$/, '');

  const home = paths.collaborationEdit(id);
  const at = (to: string) => (current: string) => current === to || current.startsWith(`${to}/`);
  // A pupil proposes (description, updates, help) but does not manage (status, people,
  // deleting); a new collaboration waiting for review has its description alone until approved.
  // The server refuses the rest anyway; the menu offers only what it allows.
  const { canManage } = collaboration;
  const waiting = collaboration.review !== null;
  const offered: Section[] = [
    // The description and its editor are one section.
    { to: home, label: t('collaboration.changeDescription'), matches: (current) => current === home || at(`${home}/change-content`)(current), shown: true },
    { to: paths.collaborationStatus(id), label: t('collaboration.changeStatus'), matches: at(paths.collaborationStatus(id)), shown: canManage && !waiting },
    { to: paths.collaborationMembers(id), label: t('collaboration.addPeople'), matches: at(paths.collaborationMembers(id)), shown: canManage && !waiting },
    { to: paths.postUpdate(id), label: t('collaboration.postUpdate'), matches: at(paths.postUpdate(id)), shown: !waiting },
    { to: paths.manageUpdates(id), label: t('collaboration.manageUpdates'), matches: at(paths.manageUpdates(id)), shown: !waiting },
    { to: paths.createHelp(id), label: t('collaboration.alertForHelp'), matches: at(paths.createHelp(id)), shown: !waiting },
    { to: paths.manageHelp(id), label: t('collaboration.manageHelp'), matches: at(paths.manageHelp(id)), shown: !waiting },
  ];
  const sections = offered.filter((section) => section.shown);
  // A section not offered, opened by its address: said plainly instead of a form the server refuses.
  const refusal = offered.some((section) => !section.shown && section.matches(path))
    ? waiting
      ? t('collaboration.waitingEditArea')
      : t('collaboration.managedByOthers')
    : null;
  const current = sections.find((section) => section.matches(path));

  async function handleLeave() {
    if (!(await confirm(t('collaboration.leaveQuestion')))) return;
    remove.reset();
    leave.mutate(id, { onSuccess: () => void navigate(paths.collaboration(), { state: withNotice({ text: t('notices.left') }) }) });
  }

  async function handleDelete() {
    if (!(await confirm(t('collaboration.deleteQuestion')))) return;
    leave.reset();
    remove.mutate(id, { onSuccess: () => void navigate(paths.collaboration(), { state: withNotice({ text: t('notices.collaborationDeleted') }) }) });
  }

  const context: EditAreaContext = { collaboration };
  const failed = leave.isError
    ? { label: t('collaboration.errorLeaving'), message: leave.error.message }
    : remove.isError
      ? { label: t('collaboration.errorDeleting'), message: remove.error.message }
      : null;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <title>{t('collaboration.editAreaDocumentTitle', { title })}</title>
      <Link
        to={paths.collaborationPage(status, id)}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        <BackIcon />
        {t('collaboration.backToCollaboration')}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 [overflow-wrap:anywhere] sm:text-3xl">{title}</h1>
        <StatusBadge status={status} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          {/* Phones: the menu folds above the content, naming the section on screen. */}
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className="flex w-full items-center justify-between rounded-xl bg-white px-4 py-3 text-left font-semibold text-brand-900 shadow-sm ring-1 ring-slate-200 lg:hidden"
          >
            <span>
              <span className="sr-only">{t('collaboration.editMenu')}: </span>
              {current?.label ?? t('collaboration.editMenu')}
            </span>
            <span className={`transition-transform ${menuOpen ? 'rotate-180' : ''}`}>
              <ChevronDownIcon />
            </span>
          </button>
          <div id={menuId} className={`${menuOpen ? 'mt-2 block' : 'hidden'} space-y-6 lg:mt-0 lg:block`}>
            <nav aria-label={t('collaboration.editMenu')} className="rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200">
              <ul className="space-y-0.5">
                {sections.map((section) => {
                  const active = section === current;
                  return (
                    <li key={section.to}>
                      <Link
                        to={section.to}
                        aria-current={active ? 'page' : undefined}
                        onClick={() => setMenuOpen(false)}
                        className={
                          'block rounded-lg px-3 py-2.5 font-semibold transition ' +
                          (active ? 'bg-brand-900 text-white' : 'text-brand-900 hover:bg-brand-100')
                        }
                      >
                        {section.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            {waiting ? (
              <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">{t('collaboration.waitingEditArea')}</p>
            ) : (
              !canManage && <p className="px-1 text-sm text-slate-600">{t('collaboration.managedByOthers')}</p>
            )}
            <section aria-labelledby={dangerId} className="rounded-2xl bg-red-50 p-4 ring-1 ring-red-200">
              <h2 id={dangerId} className="text-sm font-bold tracking-wide text-danger uppercase">
                {t('collaboration.dangerousZone')}
              </h2>
              <div className="mt-3 flex flex-col gap-2">
                {/* Only an executing member may leave; the one who started it stays (the server agrees). */}
                {collaboration.canLeave && (
                  <button
                    type="button"
                    className="btn-secondary justify-start text-danger!"
                    disabled={leave.isPending || remove.isPending}
                    onClick={() => void handleLeave()}
                  >
                    {t('collaboration.leave')}
                  </button>
                )}
                {isCreator && <p className="text-sm text-slate-700">{t('collaboration.creatorStays')}</p>}
                {canManage && (
                  <button
                    type="button"
                    className="btn-primary justify-start bg-danger! hover:bg-red-800!"
                    disabled={leave.isPending || remove.isPending}
                    onClick={() => void handleDelete()}
                  >
                    {t('collaboration.delete')}
                  </button>
                )}
              </div>
            </section>
          </div>
        </aside>

        <div className="min-w-0">
          {failed && (
            <div role="alert" className="mb-6 rounded-xl bg-red-50 px-4 py-3 ring-1 ring-red-200">
              <p className="font-semibold text-danger">{failed.label}</p>
              <p className="mt-1 text-slate-800">{failed.message}</p>
            </div>
          )}
          {refusal ? (
            <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200">
              {refusal}
            </p>
          ) : (
            <Outlet context={context} />
          )}
        </div>
      </div>
    </div>
  );
}
