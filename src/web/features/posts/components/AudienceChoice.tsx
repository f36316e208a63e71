import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { POST_AUDIENCES, type PostAudience } from '../../../../shared/constants.js';
import type { ProjectRef, ProjectSummary } from '../../../../shared/schemas/projects.js';
import { projectName } from '../../../entities/projects/open-projects';
import { useWritableProjects } from '../api/get-writable-projects';

/** Who may read a post, and the project it belongs to (none, or one of the writer's). */
export type PostPlace = { audience: PostAudience; projectId: string | null };

const AUDIENCE_WORDS = {
  everyone: { label: 'blog.audienceEveryone', hint: 'blog.audienceEveryoneHint' },
  members: { label: 'blog.audienceMembers', hint: 'blog.audienceMembersHint' },
  project: { label: 'blog.audienceProject', hint: 'blog.audienceProjectHint' },
} as const;

/**
 * Who may read a post (decisions 0026 and 0053): everyone, visitors and search engines included;
 * signed-in members only; or one project's people (its members and its pupils' families). Under
 * it, the project the post belongs to, among those the writer may write for: required for a
 * project's people, optional otherwise (the post then shows on the project's page too). A writer
 * in no project is not offered the third choice. In the editor and again on Preview, where the
 * post is seen as it will be.
 */
export function AudienceChoice({
  value,
  onChange,
  errors,
  known = null,
}: {
  value: PostPlace;
  onChange: (place: PostPlace) => void;
  errors?: { audience?: string; projectId?: string };
  /** The project an edited post is in, named even when the writer no longer writes for it. */
  known?: ProjectRef | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const projects = useWritableProjects();
  const offered = projects.data ?? [];
  // A post kept in a project the writer no longer writes for (they left it) still offers it.
  const audiences = POST_AUDIENCES.filter((audience) => audience !== 'project' || offered.length > 0 || value.audience === 'project');
  const choose = (audience: PostAudience) =>
    onChange({ audience, projectId: audience === 'project' && value.projectId === null ? (offered[0]?.id ?? null) : value.projectId });
  const error = errors?.audience;
  return (
    <div className="space-y-4">
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">{t('blog.audienceLegend')}</legend>
        <div className={`mt-2 grid gap-2 ${audiences.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
          {audiences.map((audience) => (
            <label
              key={audience}
              className="flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-500"
            >
              <input
                type="radio"
                name={`${id}-audience`}
                value={audience}
                checked={value.audience === audience}
                onChange={() => choose(audience)}
                aria-describedby={`${id}-${audience}-hint`}
                className="mt-1 size-4"
              />
              <span>
                <span className="block font-semibold text-brand-900">{t(AUDIENCE_WORDS[audience].label)}</span>
                <span id={`${id}-${audience}-hint`} className="block text-sm text-slate-600">
                  {t(AUDIENCE_WORDS[audience].hint)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {error && (
          <p id={`${id}-error`} className="mt-2 text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </fieldset>
      {(offered.length > 0 || value.projectId !== null) && (
        <ProjectSelect id={id} projects={offered} known={known} value={value} onChange={(projectId) => onChange({ ...value, projectId })} error={errors?.projectId} />
      )}
    </div>
  );
}

function ProjectSelect({
  id,
  projects,
  known,
  value,
  onChange,
  error,
}: {
  id: string;
  projects: readonly ProjectSummary[];
  known: ProjectRef | null;
  value: PostPlace;
  onChange: (projectId: string | null) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const kept = value.projectId !== null && !projects.some((project) => project.id === value.projectId);
  return (
    <div>
      <label htmlFor={`${id}-project`} className="block text-sm font-semibold text-slate-800">
        {t('blog.projectLabel')}
      </label>
      <select
        id={`${id}-project`}
        value={value.projectId ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        aria-describedby={`${id}-project-hint${error ? ` ${id}-project-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="field mt-1 max-w-md"
      >
        {/* A post for a project's people belongs to one: "No project" is not a choice then. */}
        {value.audience !== 'project' && <option value="">{t('blog.projectNone')}</option>}
        {kept && <option value={value.projectId!}>{known?.id === value.projectId ? projectName(known, i18n.language) : t('blog.projectLabel')}</option>}
        {projects.map((project) => (
          <option key={project.id} value={project.id}>
            {project.icon ? `${project.icon} ` : ''}
            {projectName(project, i18n.language)}
          </option>
        ))}
      </select>
      <p id={`${id}-project-hint`} className="mt-1 text-sm text-slate-600">
        {t('blog.projectHint')}
      </p>
      {error && (
        <p id={`${id}-project-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
