import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIMITS } from '../../../../shared/constants.js';
import type { MediaView } from '../../../../shared/schemas/media.js';
import type { ProjectPicturesView } from '../../../../shared/schemas/projects.js';
import { ImageUpload } from '../../../components/image-upload/ImageUpload';
import { LoadError } from '../../../components/LoadError';
import { MediaImage } from '../../../components/MediaImage';
import { PictureTags } from '../../../components/picture-tags/PictureTags';
import { SaveError } from '../../../components/SaveError';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api-client';
import { useKeepPictures, useKeptPictures } from '../api/keep-project-pictures';

/** A picture of the gallery as the form holds it: the words as typed, and whether visitors see it now. */
type DraftPicture = { image: MediaView; altEn: string; altEl: string; shown: boolean };

/** The project's picture: none, the one shown now (when it is not in the gallery), or one of the gallery's, by id. */
type Cover = string | null;

/** The gallery of a project, loaded, then kept in the form below. */
export function ProjectGalleryForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const kept = useKeptPictures(projectId);
  if (kept.isPending) return <Spinner label={t('project.gallery.heading')} />;
  if (kept.isError) return <LoadError label={t('project.gallery.errorFetching')} detail={kept.error.message} onRetry={() => void kept.refetch()} />;
  return <GalleryForm projectId={projectId} kept={kept.data} />;
}

/**
 * The administrators' gallery of a project: its pictures in order, each described in both
 * languages, with who is in it (PictureTags, saved at once), moved up or down, taken off; a new
 * one uploaded to the end; and which is the project's own picture. One save sends it whole, and
 * the server checks it whole: a refused picture's words show beside it, nothing typed is lost.
 */
function GalleryForm({ projectId, kept }: { projectId: string; kept: ProjectPicturesView }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useKeepPictures(projectId);
  const [pictures, setPictures] = useState<DraftPicture[]>(() => kept.pictures.map((p) => ({ image: p.image, altEn: p.alt.en, altEl: p.alt.el, shown: p.shown })));
  const [cover, setCover] = useState<Cover>(kept.cover?.id ?? null);
  // The present picture stays a choice while it is not one of the gallery's (the drawn symbol of a new site).
  const present = kept.cover && !kept.pictures.some((p) => p.image.id === kept.cover!.id) ? kept.cover : null;
  // The order last sent: the server names refused pictures by their place in it.
  const [sent, setSent] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  /** What the server said of a picture's fields, by its place in the order last sent. */
  const refusalsOf = (mediaId: string) => {
    const index = sent.indexOf(mediaId);
    const at = (key: string) => (index === -1 ? undefined : fields[`pictures.${index}.${key}`]);
    return { picture: at('mediaId'), altEn: at('altEn'), altEl: at('altEl') };
  };
  const full = pictures.length >= PROJECT_LIMITS.pictures;

  function change(next: (before: DraftPicture[]) => DraftPicture[]) {
    setSaved(false);
    setPictures(next);
  }
  function move(index: number, by: -1 | 1) {
    change((before) => {
      const after = [...before];
      const [picture] = after.splice(index, 1);
      after.splice(index + by, 0, picture!);
      return after;
    });
  }
  function remove(index: number) {
    const gone = pictures[index]!.image.id;
    change((before) => before.filter((_, i) => i !== index));
    if (cover === gone) setCover(present?.id ?? null);
  }
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(pictures.map((p) => p.image.id));
    save.mutate(
      { pictures: pictures.map((p) => ({ mediaId: p.image.id, altEn: p.altEn, altEl: p.altEl })), coverId: cover },
      {
        onSuccess: (answer) => {
          setPictures(answer.pictures.map((p) => ({ image: p.image, altEn: p.alt.en, altEl: p.alt.el, shown: p.shown })));
          setSaved(true);
        },
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 border-t border-slate-200 pt-6">
      <h4 id={`${id}-heading`} className="text-lg font-bold text-brand-900">
        {t('project.gallery.heading')}
      </h4>
      <p className="mt-1 text-sm text-slate-700">{t('project.gallery.lead', { max: PROJECT_LIMITS.pictures })}</p>
      <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4">
        {pictures.length === 0 ? (
          <p className="text-slate-700">{t('project.gallery.empty')}</p>
        ) : (
          <ol className="space-y-4">
            {pictures.map((picture, index) => {
              const number = index + 1;
              const refused = refusalsOf(picture.image.id);
              return (
                <li key={picture.image.id} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                  {/* A group named by its number: its fields and buttons are this picture's. */}
                  <fieldset className="grid min-w-0 gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
                    <legend className="sr-only">{t('project.gallery.pictureNumber', { number })}</legend>
                    <MediaImage image={picture.image} sizes="10rem" alt={picture.altEn} loading="lazy" decoding="async" className="h-28 w-40 rounded-lg bg-slate-200 object-cover" />
                    <div className="min-w-0 space-y-3">
                      <p aria-hidden="true" className="text-sm font-semibold text-slate-900">
                        {t('project.gallery.pictureNumber', { number })}
                      </p>
                      {!picture.shown && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{t('project.gallery.notShown')}</p>}
                      {refused.picture && <p className="text-sm font-medium text-danger">{refused.picture}</p>}
                      <div className="grid gap-3 sm:grid-cols-2">
                        <TextField
                          id={`${id}-${index}-alt-en`}
                          label={t('project.gallery.altEn')}
                          hint={index === 0 ? t('project.gallery.altHint') : undefined}
                          value={picture.altEn}
                          maxLength={PROJECT_LIMITS.alt}
                          required
                          error={refused.altEn}
                          onChange={(event) => {
                            const value = event.target.value;
                            change((before) => before.map((p, i) => (i === index ? { ...p, altEn: value } : p)));
                          }}
                        />
                        <TextField
                          id={`${id}-${index}-alt-el`}
                          label={t('project.gallery.altEl')}
                          lang="el"
                          value={picture.altEl}
                          maxLength={PROJECT_LIMITS.alt}
                          required
                          error={refused.altEl}
                          onChange={(event) => {
                            const value = event.target.value;
                            change((before) => before.map((p, i) => (i === index ? { ...p, altEl: value } : p)));
                          }}
                        />
                      </div>
                      <PictureTags mediaId={picture.image.id} />
                      <div className="flex flex-wrap gap-2">
                        <button type="button" className="btn-secondary px-3 py-1 text-sm" disabled={index === 0} onClick={() => move(index, -1)}>
                          {t('project.gallery.moveUp')}
                          <span className="sr-only"> {t('project.gallery.pictureNumber', { number })}</span>
                        </button>
                        <button type="button" className="btn-secondary px-3 py-1 text-sm" disabled={index === pictures.length - 1} onClick={() => move(index, 1)}>
                          {t('project.gallery.moveDown')}
                          <span className="sr-only"> {t('project.gallery.pictureNumber', { number })}</span>
                        </button>
                        <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={() => remove(index)}>
                          {t('project.gallery.remove')}
                          <span className="sr-only"> {t('project.gallery.pictureNumber', { number })}</span>
                        </button>
                      </div>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
        )}
        {full ? (
          <p className="text-sm text-slate-700">{t('project.gallery.full', { max: PROJECT_LIMITS.pictures })}</p>
        ) : (
          <ImageUpload
            folder="project"
            value={null}
            label={t('project.gallery.add')}
            previewAlt=""
            onChange={(image) => change((before) => [...before, { image, altEn: '', altEl: '', shown: true }])}
          />
        )}
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{t('project.gallery.cover')}</legend>
          <p className="text-xs text-slate-500">{t('project.gallery.coverHint')}</p>
          <div className="mt-2 flex flex-wrap gap-3">
            <CoverChoice name={`${id}-cover`} checked={cover === null} onChoose={() => setCover(null)} label={t('project.gallery.noCover')} />
            {present && <CoverChoice name={`${id}-cover`} checked={cover === present.id} onChoose={() => setCover(present.id)} label={t('project.gallery.presentCover')} image={present} />}
            {pictures.map((picture, index) => (
              <CoverChoice
                key={picture.image.id}
                name={`${id}-cover`}
                checked={cover === picture.image.id}
                onChoose={() => setCover(picture.image.id)}
                label={t('project.gallery.pictureNumber', { number: index + 1 })}
                image={picture.image}
              />
            ))}
          </div>
          {fields.coverId && <p className="mt-1.5 text-sm font-medium text-danger">{fields.coverId}</p>}
        </fieldset>
        {save.error && <SaveError label={t('project.gallery.errorSaving')} error={save.error} />}
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200 empty:hidden">
          {saved ? t('project.gallery.saved') : ''}
        </p>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {t('project.gallery.save')}
        </button>
      </form>
    </section>
  );
}

/** One choice of the project's picture: a radio with its picture (none for "No picture"). */
function CoverChoice({ name, checked, onChoose, label, image }: { name: string; checked: boolean; onChoose: () => void; label: string; image?: MediaView }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-700">
      <input type="radio" name={name} checked={checked} onChange={onChoose} className="size-4" />
      {image && <MediaImage image={image} sizes="3rem" alt="" loading="lazy" decoding="async" className="size-12 rounded-full bg-slate-200 object-cover" />}
      {label}
    </label>
  );
}
