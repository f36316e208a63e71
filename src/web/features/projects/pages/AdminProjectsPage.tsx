import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectSummary } from '../../../../shared/schemas/projects.js';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { projectName } from '../../../entities/projects/open-projects';
import { paths } from '../../../lib/paths';
import { useAllProjects, useCreateProject, useUpdateProject } from '../api/keep-projects';
import { EMPTY_PROJECT, ProjectForm, type ProjectDraft } from '../components/ProjectForm';
import { useProject } from '../api/get-project';
import { ProjectGalleryForm } from '../components/ProjectGalleryForm';

/** /admin/projects: every project, archived ones too, each to edit; and a new one. */
export function AdminProjectsPage() {
  const { t } = useTranslation();
  const projects = useAllProjects();
  const create = useCreateProject();
  const [done, setDone] = useState<string | null>(null);
  // A new form after each project made, so the next starts empty.
  const [made, setMade] = useState(0);

  return (
    <div className="space-y-10">
      <title>{`${t('admin.projects')} · ${t('admin.documentTitle')}`}</title>
      <section aria-labelledby="projects-heading">
        <h2 id="projects-heading" className="text-2xl font-bold text-brand-900">
          {t('admin.projects')}
        </h2>
        <p className="mt-2 text-slate-700">{t('project.keep.lead')}</p>
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200 empty:hidden">
          {done ?? ''}
        </p>
        {projects.isPending ? (
          <Spinner label={t('admin.loading')} />
        ) : projects.isError ? (
          <LoadError label={t('project.errorFetchingProjects')} detail={projects.error.message} onRetry={() => void projects.refetch()} />
        ) : projects.data.projects.length === 0 ? (
          <p className="mt-4 text-slate-700">{t('project.noProjects')}</p>
        ) : (
          <ul className="mt-6 space-y-3">
            {projects.data.projects.map((project) => (
              <ProjectRow key={project.id} project={project} onSaved={setDone} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="new-project-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="new-project-heading" className="mb-4 text-xl font-bold text-brand-900">
          {t('project.keep.newHeading')}
        </h2>
        <ProjectForm
          key={made}
          initial={EMPTY_PROJECT}
          submitLabel={t('project.keep.create')}
          busy={create.isPending}
          error={create.error}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: (project) => {
                setMade((count) => count + 1);
                setDone(t('project.keep.created', { name: projectName(project, 'en') }));
              },
            })
          }
        />
      </section>
    </div>
  );
}

/** One project in the list: its name and state, a link to its page, and its form behind Edit. */
function ProjectRow({ project, onSaved }: { project: ProjectSummary; onSaved: (words: string) => void }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const name = projectName(project, i18n.language);
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">
            {project.icon && <span aria-hidden="true">{project.icon} </span>}
            {name}
            {project.archived && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{t('project.keep.archivedBadge')}</span>}
          </h3>
          <Link to={paths.projectSpace(project.slug)} className="text-sm text-brand-700 underline">
            {paths.projectSpace(project.slug)}
          </Link>
        </div>
        <button type="button" className="btn-secondary" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
          {t('project.keep.edit')}
          <span className="sr-only"> {name}</span>
        </button>
      </div>
      {editing && <EditProject project={project} onSaved={(words) => { setEditing(false); onSaved(words); }} />}
    </li>
  );
}

/** The edit form, filled from the project's page (its descriptions are not in the list), and the project's pictures. */
function EditProject({ project, onSaved }: { project: ProjectSummary; onSaved: (words: string) => void }) {
  const { t, i18n } = useTranslation();
  const detail = useProject(project.slug);
  const update = useUpdateProject();
  if (detail.isPending) return <Spinner label={t('admin.loading')} />;
  if (detail.isError) return <LoadError label={t('project.errorFetchingProjects')} detail={detail.error.message} onRetry={() => void detail.refetch()} />;
  const initial: ProjectDraft = {
    slug: project.slug,
    nameEn: project.name.en,
    nameEl: project.name.el,
    descriptionEn: detail.data.description.en,
    descriptionEl: detail.data.description.el,
    icon: project.icon,
    position: String(project.position),
    archived: project.archived,
  };
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <ProjectForm
        initial={initial}
        submitLabel={t('project.keep.save')}
        busy={update.isPending}
        error={update.error}
        onSubmit={(input) => update.mutate({ id: project.id, ...input }, { onSuccess: (saved) => onSaved(t('project.keep.saved', { name: projectName(saved, i18n.language) })) })}
      />
      <ProjectGalleryForm projectId={project.id} />
    </div>
  );
}
