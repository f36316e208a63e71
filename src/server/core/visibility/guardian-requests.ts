import { admin, all, any, equals, isReaders, reviewer } from './predicate.js';

/**
 * Who reads a guardian's request about their child, and whose decision it is: each rule once, as
 * a row test and as SQL (predicate.ts). A guardian reads their own requests in every state;
 * teachers decide requests to hide something (a post, an update, a help request), administrators
 * those and requests to erase a child's account; an open request is in its deciders' queue.
 */
const decidedBy = any(admin, all(reviewer, equals('kind', 'hide')));
const queued = all(equals('state', 'open'), decidedBy);

export const guardianRequestVisibility = {
  /** Waiting for a decision. */
  open: equals('state', 'open'),
  /** The reader asked it: on their own list. */
  own: isReaders('guardianId'),
  /** The reader is one of those who decide a request of its kind, whatever its state. */
  decidedBy,
  /** In the reader's queue: open, and theirs to decide. */
  queued,
  /** Whether the reader may read it: its guardian, or whoever may decide it while it is open. */
  readable: any(isReaders('guardianId'), queued),
};
