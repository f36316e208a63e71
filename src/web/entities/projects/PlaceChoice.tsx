import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectRef, ProjectSummary } from '../../../shared/schemas/projects.js';
import { useWritableProjects } from './get-writable-projects';
import { projectName } from './open-projects';

/** Who may read or see a thing, and the project it belongs to (none, or one of the writer's). */
export type Place<A extends string> = { audience: A; projectId: string | null };

/** What the choice says, in the reader's language. */
export interface PlaceWords<A extends string> {
  legend: string;
  audiences: Record<A, { label: string; hint: string }>;
  projectLabel: string;
  projectNone: string;
  projectHint: string;
}

/**
 * Who may read a post or see a collaboration (decisions 0026, 0053 and 0054), as radio cards, and
 * under them the project it belongs to, among those the writer may write for: required for a
 * project's people (`'project'`), optional otherwise (it then shows on the project's page too). A
 * writer in no project is not offered the project's people.
 */
export function PlaceChoice<A extends string>({
  audiences: all,
  words,
  value,
  onChange,
  errors,
  known = null,
}: {
  audiences: readonly A[];
  words: PlaceWords<A>;
  value: Place<A>;
  onChange: (place: Place<A>) => void;
  errors?: { audience?: string; projectId?: string };
  /** The project an edited thing is in, named even when the writer no longer writes for it. */
  known?: ProjectRef | null;
}) {
  const id = useId();
  const projects = useWritableProjects();
  const offered = projects.data ?? [];
  // One kept in a project the writer no longer writes for (they left it) still offers it.
  const audiences = all.filter((audience) => audience !== 'project' || offered.length > 0 || value.audience === 'project');
  const choose = (audience: A) =>
    onChange({ audience, projectId: audience === 'project' && value.projectId === null ? (offered[0]?.id ?? null) : value.projectId });
  const error = errors?.audience;
  return (
    <div className="space-y-4">
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">{words.legend}</legend>
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
                <span className="block font-semibold text-brand-900">{words.audiences[audience].label}</span>
                <span id={`${id}-${audience}-hint`} className="block text-sm text-slate-600">
                  {words.audiences[audience].hint}
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
        <ProjectSelect
          id={id}
          projects={offered}
          known={known}
          value={value}
          words={words}
          onChange={(projectId) => onChange({ ...value, projectId })}
          error={errors?.projectId}
        />
      )}
    </div>
  );
}

function ProjectSelect<A extends string>({
  id,
  projects,
  known,
  value,
  words,
  onChange,
  error,
}: {
  id: string;
  projects: readonly ProjectSummary[];
  known: ProjectRef | null;
  value: Place<A>;
  words: PlaceWords<A>;
  onChange: (projectId: string | null) => void;
  error?: string;
}) {
  const { i18n } = useTranslation();
  const kept = value.projectId !== null && !projects.some((project) => project.id === value.projectId);
  return (
    <div>
      <label htmlFor={`${id}-project`} className="block text-sm font-semibold text-slate-800">
        {words.projectLabel}
      </label>
      <select
        id={`${id}-project`}
        value={value.projectId ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        aria-describedby={`${id}-project-hint${error ? ` ${id}-project-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="field mt-1 max-w-md"
      >
        {/* One for a project's people belongs to one: "No project" is not a choice then. */}
        {value.audience !== 'project' && <option value="">{words.projectNone}</option>}
        {kept && <option value={value.projectId!}>{known?.id === value.projectId ? projectName(known, i18n.language) : words.projectLabel}</option>}
        {projects.map((project) => (
          <option key={project.id} value={project.id}>
            {project.icon ? `${project.icon} ` : ''}
            {projectName(project, i18n.language)}
          </option>
        ))}
      </select>
      <p id={`${id}-project-hint`} className="mt-1 text-sm text-slate-600">
        {words.projectHint}
      </p>
      {error && (
        <p id={`${id}-project-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
