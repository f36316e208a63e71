import { z } from 'zod';
import { WATCHED_PHRASE_MAX, WATCHED_WORD_ACTIONS } from '../constants.js';
import { fieldCode } from '../error-messages.js';
import { lineText } from './text.js';

/** Body of POST /api/admin/watched-words: a word or phrase (a trailing * watches every word it starts), and what it does. */
export const watchedWordInput = z.object({
  phrase: lineText({ error: fieldCode('watched_phrase_required') })
    .trim()
    .min(1, fieldCode('watched_phrase_required'))
    .max(WATCHED_PHRASE_MAX, fieldCode('watched_phrase_too_long')),
  action: z.enum(WATCHED_WORD_ACTIONS, { error: fieldCode('watched_action_invalid') }),
});
export type WatchedWordInput = z.input<typeof watchedWordInput>;

const watchedWord = z.object({ id: z.uuid(), phrase: z.string(), action: z.enum(WATCHED_WORD_ACTIONS), createdAt: z.string() });
export type WatchedWord = z.infer<typeof watchedWord>;

/** GET /api/admin/watched-words: every rule, oldest first. */
export const watchedWordList = z.object({ words: z.array(watchedWord) });
export type WatchedWordList = z.infer<typeof watchedWordList>;
export const watchedWordCreated = watchedWord;
