import { useTranslation } from 'react-i18next';
import type { ChildWorkState } from '../../../../shared/schemas/children.js';

// The review's colours of the author's own cards (entities/review: amber waits, red was sent back).
const BADGE: Record<ChildWorkState, string> = {
  waiting: 'bg-amber-100 text-amber-900',
  sent_back: 'bg-red-100 text-red-900',
  published: 'bg-emerald-100 text-emerald-900',
  unpublished: 'bg-slate-200 text-slate-800',
  hidden: 'bg-slate-200 text-slate-800',
};

/** Where a piece of a child's work stands, in words, as a badge. */
export function WorkState({ state }: { state: ChildWorkState }) {
  const { t } = useTranslation();
  return <p className={`shrink-0 self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[state]}`}>{t(`children.states.${state}`)}</p>;
}
