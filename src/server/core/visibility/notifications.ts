import { collaborationVisibility, itemVisibility } from './collaborations.js';
import { isReaders, not } from './predicate.js';

/**
 * Who reads a notification: its recipient alone, and only while what it tells of stands. A
 * collaboration deleted since is gone for its members, and so is what it told them (the bell,
 * the count, the daily email); one restored by an administrator brings its notifications back.
 * A notification is written only to those who may read what it names (core/events/notify.ts),
 * so no other rule of the thing it names is asked again here.
 */
export const notificationVisibility = {
  /** The reader's own: on the notifications. */
  own: isReaders('recipientId'),
  /**
   * What it tells of stands: on the collaboration it names, joined to it (a left join: with none
   * joined, as for a post's review, it stands).
   */
  standing: not(collaborationVisibility.deleted),
  /**
   * The update or help request it names may still be read by the reader: one hidden since by
   * members' reports or a moderator (decision 0048) takes its title out of its members' bells;
   * its author, who is told why, still reads theirs. Joined to the item (a left join: with none
   * joined, every column null, it reads as live and stands).
   */
  itemStanding: itemVisibility.readable,
};
