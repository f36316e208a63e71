import { useTranslation } from 'react-i18next';
import type { ReactionSubject } from '../../../shared/constants.js';
import type { ReactionCount } from '../../../shared/schemas/reactions.js';
import { reactionName } from './reaction-names';
import { useReact } from './reaction-queries';

type ReactionBarProps = {
  type: ReactionSubject;
  id: string;
  /** The site's set, in its order; undefined while it is read (the row keeps its height). */
  set: readonly string[] | undefined;
  reactions: readonly ReactionCount[] | undefined;
  /** What the reactions are to, for screen readers: "the post “Our garden”", "the comment by Eleni Author". */
  describedAs: string;
  /** Whether the thing takes reactions now (live): one waiting for review or hidden shows its counts, greyed. */
  canReact: boolean;
};

/**
 * A member's reactions to a post, a comment or an update (decision 0047): a toggle per emoji of
 * the site's set, pressed when the reader gave it, with how many did; "Who reacted" names them.
 * The row has its height before the counts arrive, so nothing below it moves.
 */
export function ReactionBar({ type, id, set, reactions, describedAs, canReact }: ReactionBarProps) {
  const { t } = useTranslation();
  const react = useReact(type, id);
  const given = reactions?.filter((reaction) => reaction.count > 0) ?? [];
  const nameOf = (emoji: string) => {
    const name = reactionName(emoji);
    return name ? t(`reactions.names.${name}` as 'reactions.names.like') : emoji;
  };

  return (
    <div className="mt-3 text-sm">
      <div role="group" aria-label={t('reactions.label', { thing: describedAs })} className="flex min-h-9 flex-wrap items-center gap-2">
        {set?.map((emoji) => {
          const reaction = reactions?.find((one) => one.emoji === emoji);
          const count = reaction?.count ?? 0;
          const mine = reaction?.mine ?? false;
          return (
            <button
              key={emoji}
              type="button"
              aria-pressed={mine}
              aria-label={t('reactions.button', { name: nameOf(emoji), count })}
              disabled={!canReact || react.isPending}
              onClick={() => react.mutate({ emoji, give: !mine })}
              className={`inline-flex h-9 min-w-12 items-center justify-center gap-1 rounded-full px-3 ring-1 transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
                mine ? 'bg-brand-100 font-semibold text-brand-900 ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
              }`}
            >
              <span aria-hidden="true">{emoji}</span>
              {count > 0 && <span aria-hidden="true">{count}</span>}
            </button>
          );
        })}
      </div>
      {given.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">{t('reactions.whoReacted')}</summary>
          <ul className="mt-1 space-y-1 text-slate-700">
            {given.map((reaction) => (
              <li key={reaction.emoji}>
                <span aria-hidden="true">{reaction.emoji} </span>
                <span className="sr-only">{nameOf(reaction.emoji)}: </span>
                {reaction.people.map((person) => (person.formerPupil ? t('reactions.formerPupil') : `${person.name} ${person.surname}`)).join(', ')}
                {reaction.count > reaction.people.length && ` ${t('reactions.andMore', { count: reaction.count - reaction.people.length })}`}
              </li>
            ))}
          </ul>
        </details>
      )}
      {react.error && (
        <p role="alert" className="mt-1 font-medium text-danger">
          {react.error.message}
        </p>
      )}
    </div>
  );
}
