import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { usePictureTags, useSetPictureTags, useTaggablePupils } from './picture-tags-api';

/** Typing waits this long for the next key before it searches: one request per pause. */
const SEARCH_PAUSE_MS = 250;

type Pupil = { id: string; name: string; surname: string };

/**
 * "Who is in this picture?" under a picture of a post or collaboration being written: the pupils
 * tagged in it, each with Remove, and a search of pupils by name to tag more. Each change is saved
 * at once (the server audits it, and the families' consent bounds the picture from then on). Shown
 * to the picture's uploader and reviewers; for anyone else the server says no, and it shows nothing.
 */
export function PictureTags({ mediaId }: { mediaId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const tags = usePictureTags(mediaId);
  const save = useSetPictureTags(mediaId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const found = useTaggablePupils(q, open);
  useEffect(() => () => clearTimeout(pause.current), []);

  if (tags.error instanceof ApiError && tags.error.status === 403) return null;
  const tagged = tags.data?.pupils ?? [];
  const taggedIds = new Set(tagged.map((pupil) => pupil.id));
  const offered = (found.data?.people ?? []).filter((pupil) => !taggedIds.has(pupil.id));
  const nameOf = (pupil: Pupil) => t('memberCard.name', { name: pupil.name, surname: pupil.surname });

  function typed(event: ChangeEvent<HTMLInputElement>) {
    const words = event.target.value;
    setText(words);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => setQ(words.trim()), SEARCH_PAUSE_MS);
  }

  const status = found.isError
    ? t('pictureTags.searchError')
    : !found.data
      ? ''
      : offered.length === 0
        ? q
          ? t('pictureTags.noneFound', { q })
          : t('pictureTags.noPupils')
        : t('pictureTags.found', { count: offered.length });

  return (
    <details className="mt-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-brand-900">
        {t('pictureTags.summary')} <span className="font-normal text-slate-600">{t('pictureTags.count', { count: tagged.length })}</span>
      </summary>
      <div className="mt-3 space-y-3">
        <p className="text-sm text-slate-600">{t('pictureTags.hint')}</p>
        {tags.isError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {tags.error.message}
          </p>
        ) : tagged.length === 0 ? (
          <p className="text-sm text-slate-700">{t('pictureTags.none')}</p>
        ) : (
          <ul aria-label={t('pictureTags.taggedLabel')} className="space-y-1.5">
            {tagged.map((pupil) => (
              <li key={pupil.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-1.5 ring-1 ring-slate-200">
                <span className="min-w-0 font-semibold [overflow-wrap:anywhere] text-brand-900">{nameOf(pupil)}</span>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={save.isPending}
                  onClick={() => save.mutate(tagged.filter((other) => other.id !== pupil.id).map((other) => other.id))}
                >
                  {t('pictureTags.remove')}
                  <span className="sr-only"> {nameOf(pupil)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div>
          <label htmlFor={`${id}-find`} className="block text-sm font-medium text-slate-700">
            {t('pictureTags.find')}
          </label>
          <input
            id={`${id}-find`}
            type="search"
            value={text}
            onChange={typed}
            onKeyDown={(event) => {
              // Enter searches at once rather than sending the form around it.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              clearTimeout(pause.current);
              setQ(text.trim());
            }}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-status`}
            className="field mt-1"
          />
          <p id={`${id}-status`} role="status" className="mt-1.5 text-sm text-slate-600 empty:hidden">
            {status}
          </p>
        </div>
        {offered.length > 0 && (
          <ul aria-label={t('pictureTags.results')} aria-busy={found.isPlaceholderData || text.trim() !== q} className="max-h-56 space-y-1.5 overflow-y-auto p-0.5">
            {offered.map((pupil) => (
              <li key={pupil.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-1.5 ring-1 ring-slate-200">
                <span className="min-w-0 [overflow-wrap:anywhere] text-brand-900">{nameOf(pupil)}</span>
                <button type="button" className="btn-secondary" disabled={save.isPending} onClick={() => save.mutate([...tagged.map((other) => other.id), pupil.id])}>
                  {t('pictureTags.tag')}
                  <span className="sr-only"> {nameOf(pupil)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {save.error && (
          <p role="alert" className="text-sm font-medium text-danger">
            {save.error.message}
          </p>
        )}
      </div>
    </details>
  );
}
