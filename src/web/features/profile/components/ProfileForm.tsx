import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaView } from '../../../../shared/schemas/media.js';
import type { OwnProfile } from '../../../../shared/schemas/profiles.js';
import { PROFILE_LIMITS } from '../../../../shared/constants.js';
import { ImageUpload } from '../../../components/image-upload/ImageUpload';
import { ReviewNotice } from '../../../entities/review/ReviewStatus';
import { SaveError } from '../../../components/SaveError';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { ProfilePhoto } from './ProfilePhoto';
import { onlyTelephoneCharacters } from './telephone';

const PHOTO_SIZE = 112;

type ProfileFormProps = {
  /** The profile as last loaded: the form starts from it once (the page keys the form by version). */
  profile: OwnProfile;
  onCancel: () => void;
  /** Called once the server has stored the changes and answered the profile as it now is. */
  onSaved: (saved: OwnProfile) => void;
};

/**
 * /edit-profile in edit mode: photo, Facebook, Instagram, Email, Telephone and Description,
 * then Save Changes and Cancel. The name is shown but not edited: admins change it. A refused
 * save keeps every input and shows each message by its field. For a pupil what they save waits
 * for review: the button says "Send for review", and the form starts from their change that
 * waits or was sent back (with the teacher's note), so nothing they wrote is lost.
 */
export function ProfileForm({ profile, onCancel, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const start = profile.change ?? profile;
  const [image, setImage] = useState<MediaView | null>(start.image);
  const [facebook, setFacebook] = useState(start.facebook ?? '');
  const [instagram, setInstagram] = useState(start.instagram ?? '');
  const [email, setEmail] = useState(start.email ?? '');
  const [telephone, setTelephone] = useState(start.telephone ?? '');
  const [description, setDescription] = useState(start.description);
  // How often Save was pressed with no description: each press announces the message again.
  const [refusals, setRefusals] = useState(0);
  const photoInput = useRef<HTMLInputElement>(null);
  const save = useUpdateProfile();

  const fields = save.error instanceof ApiError ? save.error.fields : undefined;
  const descriptionMissing = description.trim() === '';
  const missingShown = refusals > 0 && descriptionMissing;
  const review = profile.change?.review ?? null;
  // Said once, by the buttons it explains; a note sent back is said at the top instead, to read first.
  const reviewLine = !profile.changesWait || review?.state === 'sent_back' ? null : review ? t('profile.editingChange') : t('profile.reviewAhead');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The one rule checked before sending: a description is required.
    if (descriptionMissing) {
      setRefusals((count) => count + 1);
      return;
    }
    save.mutate(
      // Blank fields go as '' (not set); the server trims and checks the rest.
      { description, email, telephone, facebook, instagram, imageId: image?.id ?? null },
      { onSuccess: onSaved },
    );
  }

  function removePhoto() {
    setImage(null);
    // The button goes away with the photo; the picker is where one would go next.
    photoInput.current?.focus();
  }

  const nameId = `${id}-name`;
  return (
    <form
      className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      onSubmit={handleSubmit}
      noValidate
    >
      {review?.state === 'sent_back' && <ReviewNotice review={review} className="" />}
      <div>
        <span id={nameId} className="block text-sm font-medium text-slate-700">
          {t('profile.name')}
        </span>
        <p aria-labelledby={nameId} className="mt-1 text-lg font-semibold break-words text-brand-900">
          {profile.name} {profile.surname}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">{t('profile.nameHint')}</p>
      </div>

      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <ProfilePhoto image={image} size={PHOTO_SIZE} alt={t('profile.photoAlt')} className="self-center sm:self-start" />
        <div className="min-w-0 flex-1">
          <ImageUpload
            label={t('profile.photo')}
            folder="profile"
            value={image}
            onChange={setImage}
            previewAlt={t('profile.photoAlt')}
            showPreview={false}
            error={fields?.imageId}
            inputRef={photoInput}
            actions={
              image && (
                <button type="button" className="btn-secondary" onClick={removePhoto}>
                  {t('profile.removePhoto')}
                </button>
              )
            }
          />
        </div>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <ProfileField
          id={`${id}-facebook`}
          label={t('profile.facebook')}
          type="url"
          value={facebook}
          onChange={setFacebook}
          maxLength={PROFILE_LIMITS.link}
          placeholder={t('profile.linkPlaceholder')}
          error={fields?.facebook}
        />
        <ProfileField
          id={`${id}-instagram`}
          label={t('profile.instagram')}
          type="url"
          value={instagram}
          onChange={setInstagram}
          maxLength={PROFILE_LIMITS.link}
          placeholder={t('profile.linkPlaceholder')}
          error={fields?.instagram}
        />
        <ProfileField
          id={`${id}-email`}
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          maxLength={PROFILE_LIMITS.email}
          error={fields?.email}
        />
        <ProfileField
          id={`${id}-telephone`}
          label={t('profile.telephone')}
          type="tel"
          // The input is numeric: the phone keypad, which also has the "+" the server accepts.
          inputMode="tel"
          autoComplete="tel"
          value={telephone}
          onChange={(value) => setTelephone(onlyTelephoneCharacters(value))}
          maxLength={PROFILE_LIMITS.telephone}
          error={fields?.telephone}
        />
      </div>

      <div>
        <label htmlFor={`${id}-description`} className="block text-sm font-medium text-slate-700">
          {t('profile.description')}
        </label>
        <textarea
          id={`${id}-description`}
          value={description}
          rows={5}
          maxLength={PROFILE_LIMITS.description}
          aria-invalid={missingShown || fields?.description ? true : undefined}
          aria-describedby={missingShown || fields?.description ? `${id}-description-error` : undefined}
          onChange={(event) => setDescription(event.target.value)}
          className="field mt-1 min-h-32 resize-y aria-[invalid=true]:border-danger"
        />
        {missingShown ? (
          // Keyed by the press, so a second press announces it again.
          <p key={refusals} id={`${id}-description-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
            {t('profile.fillInDescription')}
          </p>
        ) : (
          fields?.description && (
            <p id={`${id}-description-error`} className="mt-1.5 text-sm font-medium text-danger">
              {fields.description}
            </p>
          )
        )}
      </div>

      <div className="space-y-4 border-t border-slate-200 pt-6">
        {save.isError && <SaveError label={t('profile.errorUpdating')} error={save.error} />}
        {reviewLine && <p className="text-sm text-slate-600">{reviewLine}</p>}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {profile.changesWait ? t('profile.sendForReview') : t('profile.saveChanges')}
          </button>
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t('profile.cancel')}
          </button>
        </div>
      </div>
    </form>
  );
}

type ProfileFieldProps = Omit<ComponentProps<typeof TextField>, 'onChange' | 'className'> & { onChange: (value: string) => void };

/** A contact field of the profile: no spell check or autofill unless asked, on the shared TextField. */
function ProfileField({ onChange, autoComplete = 'off', ...field }: ProfileFieldProps) {
  return (
    <TextField {...field} autoComplete={autoComplete} spellCheck={false} className="min-w-0" onChange={(event) => onChange(event.target.value)} />
  );
}
