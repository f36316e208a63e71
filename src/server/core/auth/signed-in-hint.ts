/**
 * A cookie the page's script may read, saying only that this browser holds a session. The
 * session's own cookie is HttpOnly, and the public pages' HTML is the visitor's for everyone
 * (one cached copy per language): so the page's tiny boot script has no other way to tell a
 * member, who needs the app at once (their avatar, their members-only posts), from a visitor,
 * who reads the page without it (decision 0060). It grants nothing: the server never reads it
 * for a permission, and a wrong hint only starts the app sooner or later.
 */
export const SIGNED_IN_HINT = 'agora_signed_in';

/** As long as a session lasts (create-auth.ts `expiresIn`); every read of /api/session renews it. */
const HINT_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/** The Set-Cookie value that sets (`true`) or clears the hint. */
export function hintCookie(signedIn: boolean, secure: boolean): string {
  const life = signedIn ? `Max-Age=${HINT_MAX_AGE_SECONDS}` : 'Max-Age=0';
  return `${SIGNED_IN_HINT}=${signedIn ? '1' : ''}; Path=/; ${life}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether a Cookie header carries the hint. */
export function carriesHint(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SIGNED_IN_HINT}=1`);
}

const SESSION_COOKIE_SET = /^(?:__Secure-)?agora\.session_token=([^;]*)(.*)$/i;

/**
 * What an answer's Set-Cookie headers do to better-auth's session cookie: `'set'` (a sign-in),
 * `'cleared'` (a sign-out: an empty value or Max-Age=0), or null when they leave it alone.
 */
export function sessionCookieChange(setCookies: readonly string[]): 'set' | 'cleared' | null {
  let change: 'set' | 'cleared' | null = null;
  for (const header of setCookies) {
    const match = SESSION_COOKIE_SET.exec(header.trim());
    if (!match) continue;
    const cleared = match[1] === '' || /;\s*max-age=0\b/i.test(match[2] ?? '');
    change = cleared ? 'cleared' : 'set';
  }
  return change;
}
