import { expect } from 'vitest';
import type { NotificationPage } from '../../shared/schemas/notifications.js';
import type { SearchPage } from '../../shared/schemas/search.js';
import type { App } from '../app.js';
import { foldAllPendingRows } from '../core/search/fold-pending.js';
import { callerAs } from './build-app.js';

/**
 * Two roads a test asks after a change to learn what a member now reads of it: their bell
 * (GET /api/notifications), and what search finds for them (GET /api/search, once the search
 * words caught up with every write; each search from an address of its own, since search is
 * limited per address). `app` and `cookies` as `callerAs` takes them.
 */
export function memberReads<Who extends string>(app: () => App, cookies: Partial<Record<Who, string>>) {
  const call = callerAs<Who>(app, cookies);
  let address = 10;
  return {
    async bell(who: Who): Promise<NotificationPage['notifications']> {
      const response = await call('GET', '/api/notifications', who);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as NotificationPage).notifications;
    },
    /** The ids of what a search for `words` finds for `who`. */
    async searched(who: Who, words: string): Promise<string[]> {
      await foldAllPendingRows(app().db);
      const headers = cookies[who] ? { cookie: cookies[who] } : {};
      const response = await app().inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(words)}`, headers, remoteAddress: `127.0.9.${address++}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as SearchPage).results.map((result) => result.id);
    },
  };
}
