import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../core/db/client.js';
import type { AgoraEvent } from '../core/events/events.js';
import { changeWithEvents, recordEvent, type RecordEvent } from '../core/events/record.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Makes a change for `request` in one transaction, in which `change` records what happened;
     * every event's reactions follow (core/events/events.ts), its actor and address the request's.
     */
    change<T>(request: FastifyRequest, change: (tx: Db, record: RecordEvent) => Promise<T>): Promise<T>;
    /** Records what happened without a change of ours (a sign-in, a download), for `request`. */
    record(request: FastifyRequest, event: AgoraEvent, actorId?: string | null): Promise<void>;
  }
}

/** The request's actor and address, for the audit log and the notifications. */
const contextOf = (request: FastifyRequest, actorId = request.user?.id ?? null) => ({ actorId, ipAddress: request.ip });

/** `app.change` and `app.record`: writes and what follows them, declared once per event (core/events). */
export const eventsPlugin = fp(
  async (app) => {
    // The public cache as the request's write uses it: a soft forgetting marks the request, whose
    // answer then tells its browser to wait for the new answers (plugins/public-cache.ts WROTE_COOKIE).
    const deps = (request: FastifyRequest) => ({
      db: app.db,
      storage: app.mediaStorage,
      publicCache: {
        invalidate: (...tags: string[]) => app.publicCache.invalidate(...tags),
        invalidateSoftly: (...tags: string[]) => {
          request.wroteSoftly = true;
          return app.publicCache.invalidateSoftly(...tags);
        },
        forget: (tags: readonly string[]) => app.publicCache.forget(tags),
      },
    });
    app.decorate('change', (request, change) => changeWithEvents(deps(request), contextOf(request), change));
    app.decorate('record', (request, event, actorId) => recordEvent(deps(request), contextOf(request, actorId ?? undefined), event));
  },
  { name: 'agora-events', dependencies: ['agora-db'] },
);
