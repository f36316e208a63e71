import { createHash, randomBytes } from 'node:crypto';

/**
 * An invitation's token: 256 random bits, base64url (43 characters). Only its SHA-256 is stored:
 * a leaked table opens no invitation, and a token this random needs no slow hash.
 */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

/** The stored form of a token, to find its invitation by. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
