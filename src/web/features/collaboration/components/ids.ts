const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address's id could name a collaboration or item at all: both have UUIDs. */
export function isId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
