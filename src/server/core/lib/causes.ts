/** `error` and the errors in its chain of causes, at most `limit` of them (Drizzle wraps the driver's error, the SDK its own). */
export function* causesOf(error: unknown, limit = 5): Generator<Error> {
  for (let current = error, depth = 0; current instanceof Error && depth < limit; current = current.cause, depth++) yield current;
}
