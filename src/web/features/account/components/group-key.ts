/** The Base32 key in groups of four, as authenticator apps show and accept it. */
export function groupKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}
