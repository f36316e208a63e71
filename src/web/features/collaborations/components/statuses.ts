import type { TFunction } from 'i18next';
import { COLLABORATION_STATUSES, type SETTABLE_STATUSES } from '../../../../shared/constants.js';

export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

const isKnownStatus = (status: string): status is (typeof COLLABORATION_STATUSES)[number] => (COLLABORATION_STATUSES as readonly string[]).includes(status);

/** A status in the reader's words ('active', «ενεργή»); a status the site does not know, as stored. */
export function statusName(t: TFunction, status: string): string {
  return isKnownStatus(status) ? t(`collaboration.statusNames.${status}`) : status;
}

/** The status colours: green active, purple inactive, red deleted, yellow completed, grey otherwise. */
export function statusColours(status: string): string {
  switch (status) {
    case 'active':
      return 'bg-green-100 text-green-800 ring-green-600/30';
    case 'inactive':
      return 'bg-purple-100 text-purple-800 ring-purple-600/30';
    case 'deleted':
      return 'bg-red-100 text-red-800 ring-red-600/30';
    case 'completed':
      return 'bg-yellow-100 text-yellow-900 ring-yellow-600/40';
    default:
      return 'bg-slate-100 text-slate-700 ring-slate-500/30';
  }
}
