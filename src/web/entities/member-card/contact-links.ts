/**
 * The address a social link may open: only http(s), whatever was stored before the server
 * checked it (never a javascript: or data: link). null when it may not be opened.
 */
export function webLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A telephone number as a `tel:` address: digits and a leading +, no spaces. */
export function telLink(telephone: string): string {
  return `tel:${telephone.replace(/[^\d+]/g, '')}`;
}

/** Props every link that opens another site carries: its own tab, no opener, no referrer. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
