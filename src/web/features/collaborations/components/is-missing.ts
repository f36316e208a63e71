import { ApiError } from '../../../lib/api-client';

/** The server's way of saying an address names nothing: 404, or 400 for an id it cannot read. */
export function isMissing(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
