// Any origin works as the base: only "does the target stay on it" matters.
const BASE = 'http://agora.invalid';

/**
 * Where to go after signing in: `target` when it is a path on this site, otherwise `fallback`.
 * Keeps `?redirectTo=` from becoming an open redirect.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  // The URL parser drops tabs and newlines and reads '\' as '/', so "/\t/evil.example" passes
  // the checks above yet leaves the site; let the parser itself decide.
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return url.pathname + url.search + url.hash;
}
