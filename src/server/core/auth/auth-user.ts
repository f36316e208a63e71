import type { FastifyRequest } from 'fastify';
import type { Role } from '../../../shared/constants.js';
import { unauthorized } from '../errors.js';

/** Who is making a request, as every policy sees them (the auth plugin reads it from the session). */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  /** What they write waits for review (a pupil). Writes read it afresh in their own statement; policies read it here. */
  needsReview: boolean;
  /** The pupils they are the guardian of (none for most): read with the session, heard of when it changes. */
  childIds: readonly string[];
  /** The projects whose posts for their own people they read: their own and their children's (core/projects/readers.ts). */
  projectIds: readonly string[];
}

/** The signed-in user of a protected route (the auth plugin's onRequest guard guarantees one). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
