import type { GuardianRequestEntry } from '../api/get-guardian-request-queue';

/** What a request is about, as its words name it: a post, an update or a help request to hide, an account to erase, or something to hide that is gone. */
export type RequestSubject = 'post' | 'update' | 'help' | 'erase' | 'gone';

/** The subject of a request of the queue. */
export function subjectOf(entry: GuardianRequestEntry): RequestSubject {
  if (entry.kind === 'erase') return 'erase';
  return entry.thing?.type ?? 'gone';
}
