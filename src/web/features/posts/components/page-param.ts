/**
 * The page number of a list's address (parsed as an integer). Anything that is not a whole
 * number of at least 1 reads as page 1; `canonical` says whether the address already spells
 * the number as we would, so the page can replace it when it does not.
 */
export function readPageParam(param: string | undefined): { page: number; canonical: boolean } {
  const parsed = Number.parseInt(param ?? '', 10);
  const page = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
  return { page, canonical: String(page) === param };
}

/** The project a blog list is narrowed to (`?project=<address>`), or null for the whole programme. */
export function projectParam(query: URLSearchParams): string | null {
  return query.get('project')?.trim().toLowerCase() || null;
}

/** A page of the blog, of the whole programme or of one project. */
export function blogAddress(page: number, project: string | null): string {
  const path = `/blog/${page}`;
  return project ? `${path}?project=${encodeURIComponent(project)}` : path;
}
