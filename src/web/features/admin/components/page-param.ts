/** The `?page=` of an admin list: a whole number from 1, and 1 for anything else. */
export function readPage(search: URLSearchParams): number {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** The same search with another page, keeping the other filters. */
export function withPage(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const text = next.toString();
  return text ? `?${text}` : '?';
}
