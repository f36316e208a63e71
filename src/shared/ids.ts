/** Plain values only (decision 0005): the browser imports this too. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value is shaped like a UUID, the ids of posts, collaborations, their items and
 * media: the server asks no query for another (PostgreSQL fails a whole query on a malformed
 * one), and the browser asks the server for none.
 */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
