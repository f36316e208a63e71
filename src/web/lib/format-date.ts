// One formatter for the whole app: building an Intl.DateTimeFormat is costly, using one is not.
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** "5 March 2025" for an ISO timestamp; '' for one that cannot be read. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}
