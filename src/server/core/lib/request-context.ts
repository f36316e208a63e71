import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '../../../shared/languages.js';

/**
 * The request being served, for code that runs without a request at hand (better-auth's
 * logger, its mail callbacks): calls made inside `requestContext.run()` find its id here, and
 * the reader's language where the route has worked it out (a mail goes out in it).
 */
export const requestContext = new AsyncLocalStorage<{ requestId: string; language?: Language }>();
