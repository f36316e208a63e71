import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WATCHED_PHRASE_MAX, WATCHED_WORD_ACTIONS, type WatchedWordAction } from '../../../../shared/constants.js';
import { EmptyText } from '../../../components/EmptyText';
import { ListStates } from '../../../components/ListStates';
import { SaveError } from '../../../components/SaveError';
import { useConfirm } from '../../../components/use-confirm';
import { ApiError } from '../../../lib/api-client';
import { useAddWatchedWord, useRemoveWatchedWord, useWatchedWords } from '../api/watched-words';
import { AdminCell, AdminRow, AdminTable } from './AdminTable';

/**
 * Settings, "Watched words" (decision 0043): the words and phrases the site refuses in what
 * members write, or holds for a teacher's review, matched however they are spelt (with or
 * without accents, in capitals, in Greeklish); adding one, removing one.
 */
export function WatchedWordsSettings() {
  const { t } = useTranslation();
  const words = useWatchedWords();
  const remove = useRemoveWatchedWord();
  const confirm = useConfirm();

  async function handleRemove(id: string, phrase: string) {
    if (await confirm(t('admin.watchedWords.removeQuestion', { phrase }))) remove.mutate(id);
  }

  return (
    <section aria-labelledby="watched-words-heading" className="space-y-4">
      <h2 id="watched-words-heading" className="text-xl font-bold text-brand-900">
        {t('admin.watchedWords.heading')}
      </h2>
      <p className="max-w-2xl text-sm text-slate-700">{t('admin.watchedWords.intro')}</p>
      <AddWatchedWord />
      <ListStates query={words} loadingLabel={t('admin.loading')} errorLabel={t('admin.watchedWords.errorFetching')}>
        {(data) =>
          data.words.length === 0 ? (
            <EmptyText>{t('admin.watchedWords.empty')}</EmptyText>
          ) : (
            <AdminTable caption={t('admin.watchedWords.caption')} columns={[t('admin.watchedWords.phrase'), t('admin.watchedWords.action'), '']}>
              {data.words.map((word) => (
                <AdminRow key={word.id}>
                  <AdminCell label={t('admin.watchedWords.phrase')} className="font-semibold text-brand-900">
                    {word.phrase}
                  </AdminCell>
                  <AdminCell label={t('admin.watchedWords.action')} className="text-slate-700">
                    {t(`admin.watchedWords.actions.${word.action}`)}
                  </AdminCell>
                  <AdminCell label="" className="text-right">
                    <button type="button" className="font-semibold text-danger underline underline-offset-4 disabled:opacity-50" disabled={remove.isPending} onClick={() => void handleRemove(word.id, word.phrase)}>
                      {t('admin.watchedWords.remove')}
                      <span className="sr-only"> {word.phrase}</span>
                    </button>
                  </AdminCell>
                </AdminRow>
              ))}
            </AdminTable>
          )
        }
      </ListStates>
      {remove.error && <SaveError label={t('admin.watchedWords.errorRemoving')} error={remove.error} />}
    </section>
  );
}

/** The form that adds a word or phrase with what it does; a refusal keeps what was typed. */
function AddWatchedWord() {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddWatchedWord();
  const [phrase, setPhrase] = useState('');
  const [action, setAction] = useState<WatchedWordAction>('block');
  const fieldError = add.error instanceof ApiError ? add.error.fields?.phrase : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    add.mutate({ phrase, action }, { onSuccess: () => setPhrase('') });
  }

  return (
    <form className="max-w-xl space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" onSubmit={handleSubmit} noValidate>
      <div>
        <label htmlFor={`${id}-phrase`} className="block text-sm font-medium text-slate-700">
          {t('admin.watchedWords.phrase')}
        </label>
        <input
          id={`${id}-phrase`}
          value={phrase}
          onChange={(event) => setPhrase(event.target.value)}
          maxLength={WATCHED_PHRASE_MAX + 20}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
          className="field mt-1 aria-[invalid=true]:border-danger"
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {t('admin.watchedWords.phraseHint')}
        </p>
        {fieldError && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
            {fieldError}
          </p>
        )}
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('admin.watchedWords.action')}</legend>
        <div className="mt-2 space-y-2">
          {WATCHED_WORD_ACTIONS.map((choice) => (
            <label key={choice} className="flex items-start gap-2 text-sm text-slate-800">
              <input type="radio" name="action" value={choice} checked={action === choice} onChange={() => setAction(choice)} className="mt-0.5 size-4 accent-brand-700" />
              {t(`admin.watchedWords.actionChoices.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {add.error && !fieldError && <SaveError label={t('admin.watchedWords.errorAdding')} error={add.error} />}
      <button type="submit" className="btn-primary" disabled={add.isPending}>
        {t('admin.watchedWords.add')}
      </button>
    </form>
  );
}
