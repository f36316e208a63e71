import { ApiError } from '../../lib/api-client';

/** The refusals of an invitation that opens nothing, whichever way: nobody was given it, it expired, it was used up or withdrawn. */
const CLOSED_CODES = new Set(['invitation_unknown', 'invitation_expired', 'invitation_used_up', 'invitation_revoked']);

/**
 * Whether `error` says the invitation opens nothing (also a token cut short, refused as a field):
 * its words are then all the page shows, with no form. Other failures (the network) may be tried again.
 */
export function isClosedInvitation(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  return CLOSED_CODES.has(error.code) || (error.code === 'validation_failed' && error.serverFields?.token !== undefined);
}
