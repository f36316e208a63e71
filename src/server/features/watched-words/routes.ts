import { asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WATCHED_WORDS_MAX } from '../../../shared/constants.js';
import { idParams } from '../../../shared/schemas/params.js';
import { watchedWordCreated, watchedWordInput, watchedWordList, type WatchedWord } from '../../../shared/schemas/watched-words.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { watchedWords } from '../../core/db/schema.js';
import { conflict, notFound, validationFailed } from '../../core/errors.js';
import { keyOfPhrase } from '../../core/moderation/watched-words.js';
import { watchedWordsPolicy } from './policy.js';

type Row = typeof watchedWords.$inferSelect;
const present = (row: Row): WatchedWord => ({ id: row.id, phrase: row.phrase, action: row.action as WatchedWord['action'], createdAt: row.createdAt.toISOString() });

/**
 * Watched words (decision 0043), for administrators: the list, a word or phrase added with what it
 * does (block or review), one removed; each change audited. Two spellings of one word (with or
 * without accents, in Greek or in Greeklish) are one rule: the second is refused as watched already.
 */
export const watchedWordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => watchedWordsPolicy.authorize(currentUser(request), 'manage'));

  app.get('/api/admin/watched-words', { schema: { response: { 200: watchedWordList } } }, async () => {
    const rows = await app.db.select().from(watchedWords).orderBy(asc(watchedWords.createdAt));
    return { words: rows.map(present) };
  });

  app.post('/api/admin/watched-words', { schema: { body: watchedWordInput, response: { 201: watchedWordCreated } } }, async (request, reply) => {
    const { phrase, action } = request.body;
    const folded = keyOfPhrase(phrase);
    // Punctuation alone ("!!!", "*") holds no word to watch.
    if (!folded) throw validationFailed({ phrase: 'watched_phrase_required' });
    const row = await app.change(request, async (tx, record) => {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(watchedWords);
      if (n >= WATCHED_WORDS_MAX) throw conflict('watched_words_full', undefined, { max: WATCHED_WORDS_MAX });
      const [added] = await tx.insert(watchedWords).values({ phrase, folded, action, createdById: currentUser(request).id }).onConflictDoNothing().returning();
      if (!added) throw conflict('watched_word_exists');
      record({ type: 'site.watched_word_added', targetType: 'site', targetId: null, details: { phrase, action } });
      return added;
    });
    return reply.status(201).send(present(row));
  });

  app.delete('/api/admin/watched-words/:id', { schema: { params: idParams('watched_word'), response: { 200: z.object({ ok: z.literal(true) }) } } }, async (request) => {
    await app.change(request, async (tx, record) => {
      const [removed] = await tx.delete(watchedWords).where(eq(watchedWords.id, request.params.id)).returning();
      if (!removed) throw notFound('watched_word');
      record({ type: 'site.watched_word_removed', targetType: 'site', targetId: null, details: { phrase: removed.phrase, action: removed.action } });
    });
    return { ok: true as const };
  });
};
