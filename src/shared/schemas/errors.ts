import type { FieldIssue, MessageValues } from '../error-messages.js';

/**
 * The one JSON shape of every 4xx and 5xx answer of the API (nothing validates it at run time:
 * a type is enough). `code` says which refusal it is (src/shared/error-messages.ts); `message`
 * and `fields` are its English words (src/shared/texts/en/refusals.ts), for API clients; `values`
 * and `issues` (per field, a code and its values) are what the browser words in the reader's
 * language, from the same texts.
 */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    values?: MessageValues;
    fields?: Record<string, string>;
    issues?: Record<string, FieldIssue>;
  };
}
