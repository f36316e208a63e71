/**
 * The PostgreSQL server for tests that need one whatever the project (several instances,
 * a frozen database): TEST_DATABASE_URL. CI has one and must run these tests, so there a
 * missing server fails loudly; on a developer's machine without one they are skipped with
 * a warning saying how to run them.
 */
export function postgresForTests(what: string): string | null {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return url;
  const message = `${what} needs PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).`;
  if (process.env.CI) throw new Error(`${message} CI must run it.`);
  console.warn(`\n*** SKIPPED: ${message}\n`);
  return null;
}
