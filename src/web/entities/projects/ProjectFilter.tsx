import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectRef } from '../../../shared/schemas/projects.js';
import { projectName, useOpenProjects } from './open-projects';

/** What a list's filter says, in the reader's language: its choice, the list it narrowed to, the way back, its wait. */
export interface ProjectFilterWords {
  choose: string;
  narrowed: (project: string) => string;
  all: string;
  loading: string;
}

/**
 * A list's choice of whose things to show (the blog's posts, the board's collaborations): the whole
 * programme's, or one project's. The list narrowed to a project names it (its answer carries it)
 * with the way back; the projects to choose from are asked for only once the choice is opened, as
 * the Projects menus do: a page asks for nothing its HTML did not bring. Links, so each list has
 * its own address to share.
 */
export function ProjectFilter({
  current,
  narrowedTo,
  addressFor,
  words,
}: {
  /** The project's address the list is narrowed to, or null. */
  current: string | null;
  narrowedTo: ProjectRef | null | undefined;
  addressFor: (slug: string | null) => string;
  words: ProjectFilterWords;
}) {
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const projects = useOpenProjects(open);
  // Opened before the page's app took it over (a server-rendered page's native control works at
  // once): read as it is then. Choosing a project (a new address, the same page) closes it.
  useEffect(() => setOpen(details.current?.open ?? false), []);
  const shownFor = useRef(current);
  useEffect(() => {
    if (shownFor.current === current) return;
    shownFor.current = current;
    if (details.current) details.current.open = false;
  }, [current]);
  const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';
  return (
    <div className="mb-8 flex flex-wrap items-baseline gap-x-6 gap-y-2">
      {current && (
        <p className="text-lg text-slate-700">
          {narrowedTo && (
            <strong className="font-semibold text-brand-900">
              {words.narrowed(`${narrowedTo.icon ? `${narrowedTo.icon} ` : ''}${projectName(narrowedTo, i18n.language)}`)}
            </strong>
          )}
          {narrowedTo && <span aria-hidden="true"> · </span>}
          <Link to={addressFor(null)} className={link}>
            {words.all}
          </Link>
        </p>
      )}
      <details ref={details} className="relative" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={`cursor-pointer ${link}`}>{words.choose}</summary>
        <nav aria-label={words.choose} className="absolute z-20 mt-2 min-w-64 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
          {projects.isPending ? (
            <p className="px-3 py-2 text-sm text-slate-600">{words.loading}</p>
          ) : (
            <ul>
              {(projects.data ?? []).map((project) => (
                <li key={project.slug}>
                  <Link
                    to={addressFor(project.slug)}
                    aria-current={project.slug === current ? 'page' : undefined}
                    className="block rounded-lg px-3 py-2 font-medium text-brand-900 hover:bg-brand-50 aria-[current=page]:bg-brand-100"
                  >
                    {project.icon ? `${project.icon} ` : ''}
                    {projectName(project, i18n.language)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
      </details>
    </div>
  );
}
