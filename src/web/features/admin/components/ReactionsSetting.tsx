import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REACTION_CHOICES, REACTION_SET_MAX, type ReactionEmoji } from '../../../../shared/constants.js';
import { ListStates } from '../../../components/ListStates';
import { SaveError } from '../../../components/SaveError';
import { REACTION_NAMES } from '../../../entities/reactions/reaction-names';
import { useReactionSet, useSetReactionSet } from '../api/reactions';

/**
 * Settings, "Reactions" (decision 0047): which of the positive palette members may give, 1 to 6,
 * shown in the palette's order. Nothing outside the palette can be chosen.
 */
export function ReactionsSetting() {
  const { t } = useTranslation();
  const setting = useReactionSet();
  return (
    <section aria-labelledby="reactions-setting-heading" className="space-y-4">
      <h2 id="reactions-setting-heading" className="text-xl font-bold text-brand-900">
        {t('admin.reactionSet.heading')}
      </h2>
      <ListStates query={setting} loadingLabel={t('admin.loading')} errorLabel={t('admin.reactionSet.errorFetching')}>
        {(data) => <ReactionsForm saved={data.set} />}
      </ListStates>
    </section>
  );
}

/** The choice, saved on its own; a refusal (none chosen, too many) keeps it as chosen, with the server's words. */
function ReactionsForm({ saved }: { saved: readonly ReactionEmoji[] }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetReactionSet();
  const [chosen, setChosen] = useState<ReadonlySet<ReactionEmoji>>(new Set(saved));
  const [done, setDone] = useState(false);

  function toggle(emoji: ReactionEmoji, on: boolean) {
    setDone(false);
    const next = new Set(chosen);
    if (on) next.add(emoji);
    else next.delete(emoji);
    setChosen(next);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    save.mutate(
      REACTION_CHOICES.filter((emoji) => chosen.has(emoji)),
      { onSuccess: () => setDone(true) },
    );
  }

  return (
    <form className="max-w-xl space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" onSubmit={handleSubmit} noValidate>
      <fieldset aria-describedby={`${id}-hint`}>
        <legend className="text-sm font-medium text-slate-700">{t('admin.reactionSet.legend')}</legend>
        <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {REACTION_CHOICES.map((emoji) => (
            <label key={emoji} className="flex items-center gap-3 rounded-lg px-2 py-1 text-sm text-slate-700 hover:bg-slate-50">
              <input type="checkbox" checked={chosen.has(emoji)} onChange={(event) => toggle(emoji, event.target.checked)} className="h-4 w-4 rounded border-slate-300 text-brand-700" />
              <span aria-hidden="true" className="text-lg">
                {emoji}
              </span>
              {t(`reactions.names.${REACTION_NAMES[emoji]}` as 'reactions.names.like')}
            </label>
          ))}
        </div>
      </fieldset>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('admin.reactionSet.hint', { max: REACTION_SET_MAX })}
      </p>
      {save.error && <SaveError label={t('admin.reactionSet.errorSaving')} error={save.error} />}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {t('admin.reactionSet.save')}
        </button>
        {done && (
          <span role="status" className="text-sm font-medium text-emerald-800">
            {t('admin.reactionSet.saved')}
          </span>
        )}
      </div>
    </form>
  );
}
