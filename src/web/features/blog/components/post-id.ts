const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address's post id could name a post at all: posts have UUIDs. */
export function isPostId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
