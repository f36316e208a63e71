/**
 * A refusal or failure the operator can act on (a server holds the database, the archive is
 * damaged, pg_dump is missing): the commands print its message alone, on one line, and exit 1.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
