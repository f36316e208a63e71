/** The query keys of projects' pages: a project, who is in it, whom its picker finds, and its gallery as administrators keep it. */
export const projectKeys = {
  all: ['projects'] as const,
  detail: (slug: string) => ['projects', slug] as const,
  members: (slug: string) => ['projects', slug, 'members'] as const,
  choices: (slug: string, q: string) => ['projects', slug, 'choices', q] as const,
  pictures: (id: string) => ['projects', 'kept-pictures', id] as const,
};
