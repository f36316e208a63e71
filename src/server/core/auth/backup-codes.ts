import { randomInt } from 'node:crypto';

/**
 * Letters and digits no one misreads on paper or a screen: no 0/o, 1/l/i, and lower case
 * only, so case never matters when someone types a code back. 31 symbols, so a code of ten
 * holds about 49 bits: far beyond guessing at ten tries per five minutes.
 */
export const BACKUP_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/** Ten backup codes such as `k7m2q-x9fhp`, drawn with the operating system's random source. */
export function generateBackupCodes(amount = 10): string[] {
  const codes = new Set<string>();
  while (codes.size < amount) {
    const symbols = Array.from({ length: 10 }, () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)]).join('');
    codes.add(`${symbols.slice(0, 5)}-${symbols.slice(5)}`);
  }
  return [...codes];
}

/** A backup code as it was issued: people may type it in capitals or without its dash's spaces. */
export function normalizeBackupCode(typed: string): string {
  return typed.trim().toLowerCase().replace(/\s+/g, '');
}
