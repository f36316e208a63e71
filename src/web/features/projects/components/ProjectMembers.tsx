import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ProjectPerson } from '../../../../shared/schemas/projects.js';
import { LoadError } from '../../../components/LoadError';
import { SaveError } from '../../../components/SaveError';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useAddProjectMembers, useRemoveProjectMember } from '../api/change-project-members';
import { useProjectMembers } from '../api/get-project-members';
import { AddProjectMembers } from './AddProjectMembers';

const nameOf = (person: { name: string; surname: string }) => `${person.name} ${person.surname}`.trim();

/**
 * "Who takes part": for members, the project's teachers, pupils and other members, and a
 * guardian's children in it; teachers and administrators add people and take them out. A
 * visitor is told members see it, and offered to sign in: pupils' names are never public.
 */
export function ProjectMembers({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const members = useProjectMembers(slug, signedIn);
  const add = useAddProjectMembers();
  const remove = useRemoveProjectMember();
  const [done, setDone] = useState<string | null>(null);

  let body;
  if (!signedIn) {
    body = (
      <p className="text-lg text-slate-700">
        {t('project.membersForMembers')}{' '}
        <Link to={paths.signIn(location.pathname)} className="font-semibold text-brand-700 underline">
          {t('project.signIn')}
        </Link>
      </p>
    );
  } else if (members.isPending) {
    body = <Spinner label={t('project.membersHeading')} />;
  } else if (members.isError) {
    body = <LoadError label={t('project.errorFetchingMembers')} detail={members.error.message} onRetry={() => void members.refetch()} />;
  } else {
    const { members: people, children, mayManage } = members.data;
    const groups: [string, ProjectPerson['kind']][] = [
      [t('project.teachers'), 'teacher'],
      [t('project.pupils'), 'pupil'],
      [t('project.others'), 'member'],
    ];
    body = (
      <>
        {children.length > 0 && (
          <p className="mb-4 rounded-lg bg-brand-50 px-4 py-3 text-brand-900 ring-1 ring-brand-100">
            {t('project.yourChildren', { names: children.map(nameOf).join(', ') })}
          </p>
        )}
        {people.length === 0 ? (
          <p className="text-slate-700">{t('project.noMembers')}</p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-3">
            {groups.map(([heading, kind]) => {
              const inGroup = people.filter((person) => person.kind === kind);
              if (inGroup.length === 0) return null;
              return (
                <section key={kind} aria-label={heading}>
                  <h3 className="mb-2 text-sm font-semibold tracking-wider text-slate-600 uppercase">{heading}</h3>
                  <ul className="space-y-2">
                    {inGroup.map((person) => (
                      <li key={person.id} className="flex items-center justify-between gap-3 rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200">
                        <span className="font-medium text-slate-900">{nameOf(person)}</span>
                        {mayManage && (
                          <button
                            type="button"
                            className="btn-secondary px-3 py-1 text-sm"
                            disabled={remove.isPending}
                            aria-label={t('project.removeLabel', { name: nameOf(person) })}
                            onClick={() => {
                              setDone(null);
                              remove.mutate({ slug, userId: person.id }, { onSuccess: () => setDone(t('project.removed', { name: nameOf(person) })) });
                            }}
                          >
                            {t('project.remove')}
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
        {mayManage && (
          <AddProjectMembers
            slug={slug}
            busy={add.isPending}
            error={add.error instanceof ApiError ? (add.error.fields?.userIds ?? add.error.message) : undefined}
            onAdd={(person) => {
              setDone(null);
              add.mutate({ slug, userIds: [person.id] }, { onSuccess: () => setDone(t('project.added', { name: nameOf(person) })) });
            }}
          />
        )}
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200 empty:hidden">
          {done ?? ''}
        </p>
        {remove.error && <SaveError label={t('project.errorFetchingMembers')} error={remove.error} />}
      </>
    );
  }

  return (
    <section aria-labelledby="project-members" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="project-members" className="mb-6 text-2xl font-bold tracking-tight text-brand-900">
        {t('project.membersHeading')}
      </h2>
      {body}
    </section>
  );
}
