const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an address's id could name anything at all: posts, collaborations and their items
 * have UUIDs, so another id is not asked for (the server would answer 404 anyway).
 */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
