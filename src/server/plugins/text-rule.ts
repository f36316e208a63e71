import fp from 'fastify-plugin';
import { isUnstorable } from '../../shared/schemas/text.js';
import { notFound, validationFailed } from '../core/errors.js';

/** How deep a body is searched: the content blocks of a post are three levels down. */
const MAX_DEPTH = 32;

/** The path (`content.0.value`) of the first string in `value` that could never be stored, or null. */
function firstUnstorable(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isUnstorable(value) ? path || 'request' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (isUnstorable(key)) return path || 'request';
    const found = firstUnstorable(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One rule for text on every road into the API: a NUL or a lone surrogate, which no column can store
 * (PostgreSQL refuses them, and the route would answer 500), is refused before any route
 * reads the request. In an address it names nothing there is (404, as a malformed id); in a
 * field or a query it is a 400 at that field, in the words of the fields' own rule.
 */
export const textRulePlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      // The API only: a page (a search for such words) renders, and its own API call is refused.
      if (!request.routeOptions.url?.startsWith('/api/')) return;
      if (firstUnstorable(request.params, '') !== null) throw notFound();
      const field = firstUnstorable(request.query, '') ?? firstUnstorable(request.body, '');
      if (field !== null) throw validationFailed({ [field]: 'control_characters' });
    });
  },
  { name: 'agora-text-rule' },
);
