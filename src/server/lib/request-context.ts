import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request being served, for code that logs without a request at hand (better-auth's
 * logger): calls made inside `requestContext.run()` find its id here.
 */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();
