import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INVITATION_DAYS,
  INVITATION_KINDS,
  INVITATION_USES_MAX,
  type InvitationKind,
  type InvitationRole,
} from '../../../../shared/constants.js';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../../shared/languages.js';
import { SaveError } from '../../../components/SaveError';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api-client';
import { useCanMail } from '../api/get-mail-availability';
import { useCollaborationChoices, type CollaborationChoices } from '../api/get-collaborations';
import { useCreateInvitation, type InvitationCreated } from '../api/create-invitation';

const STATUSES = ['active', 'inactive', 'completed'] as const satisfies readonly (keyof CollaborationChoices)[];

type InvitationFormProps = {
  /** The roles the maker may give: every one for an administrator, pupils for a teacher. */
  roles: readonly InvitationRole[];
  onCreated: (created: InvitationCreated) => void;
};

/**
 * "Invite people": by email to one address (in the language chosen), or as a link for up to INVITATION_USES_MAX people,
 * with a role, a collaboration to join and how long it stays open. The server checks every rule
 * (the browser's own checks are off): its words appear under each field it refused, and the
 * fields keep what was typed. Both kinds' own fields stay in the form while hidden, so switching
 * back and forth loses nothing either.
 */
export function InvitationForm({ roles, onCreated }: InvitationFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateInvitation();
  const canMail = useCanMail();
  const [chosenKind, setChosenKind] = useState<InvitationKind | null>(null);
  // Email unless the site cannot send mail (or the maker chose): derived, so the answer arriving changes nothing chosen.
  const kind: InvitationKind = chosenKind ?? (canMail === false ? 'link' : 'email');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    // An empty or unreadable number goes as null (JSON's NaN): the server says what it takes.
    const number = (name: string) => (text(name) === '' ? null : Number(text(name)));
    const collaborationId = text('collaborationId');
    // Unchosen, the mail is in the site's language.
    const language = text('language');
    create.mutate(
      {
        kind,
        role: (roles.length === 1 ? roles[0] : text('role')) as InvitationRole,
        collaborationId: collaborationId === '' ? null : collaborationId,
        days: number('days'),
        ...(kind === 'email' ? { email: text('email'), ...(isLanguage(language) ? { language } : {}) } : { uses: number('uses') }),
      },
      {
        onSuccess: (created) => {
          form.reset();
          onCreated(created);
        },
      },
    );
  }

  const fields = create.error instanceof ApiError ? create.error.fields : undefined;

  return (
    <form className="grid gap-5 sm:grid-cols-2" onSubmit={handleSubmit} noValidate>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-700">{t('invitations.how')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {INVITATION_KINDS.map((option) => {
            const unavailable = option === 'email' && canMail === false;
            return (
              <label
                key={option}
                className="flex cursor-pointer items-start gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-500 has-disabled:cursor-not-allowed has-disabled:opacity-70"
              >
                <input
                  type="radio"
                  name="kind"
                  value={option}
                  checked={kind === option}
                  disabled={unavailable}
                  onChange={() => setChosenKind(option)}
                  aria-describedby={`${id}-${option}-hint`}
                  className="mt-1 size-4"
                />
                <span>
                  <span className="block font-semibold text-brand-900">{t(option === 'email' ? 'invitations.byEmail' : 'invitations.byLink')}</span>
                  <span id={`${id}-${option}-hint`} className="block text-sm text-slate-600">
                    {unavailable
                      ? t('apiErrors.invitation_mail_not_configured')
                      : t(option === 'email' ? 'invitations.byEmailHint' : 'invitations.byLinkHint')}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div hidden={kind !== 'email'} className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('invitations.email')}
          maxLength={254}
          autoComplete="off"
          error={fields?.email}
        />
        <div>
          <label htmlFor={`${id}-language`} className="block text-sm font-medium text-slate-700">
            {t('invitations.language')}
          </label>
          <select id={`${id}-language`} name="language" defaultValue="" className="field mt-1">
            <option value="">{t('invitations.siteLanguage')}</option>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <RoleField id={`${id}-role`} roles={roles} error={fields?.role} />
      <CollaborationField id={`${id}-collaboration`} error={fields?.collaborationId} />

      <TextField
        id={`${id}-days`}
        name="days"
        type="number"
        inputMode="numeric"
        label={t('invitations.days')}
        hint={t('invitations.daysHint', { max: INVITATION_DAYS.max })}
        min={1}
        max={INVITATION_DAYS.max}
        defaultValue={INVITATION_DAYS.default}
        error={fields?.days}
      />
      <div hidden={kind !== 'link'}>
        <TextField
          id={`${id}-uses`}
          name="uses"
          type="number"
          inputMode="numeric"
          label={t('invitations.uses')}
          hint={t('invitations.usesHint', { max: INVITATION_USES_MAX })}
          min={1}
          max={INVITATION_USES_MAX}
          defaultValue={1}
          error={fields?.uses}
        />
      </div>

      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={create.isPending}>
          {t('invitations.create')}
        </button>
      </div>
      {create.isError && (
        <div className="sm:col-span-2">
          <SaveError label={t('invitations.errorCreating')} error={create.error} />
        </div>
      )}
    </form>
  );
}

/** The role: a choice for an administrator; for a teacher, the one role they give, said. */
function RoleField({ id, roles, error }: { id: string; roles: readonly InvitationRole[]; error: string | undefined }) {
  const { t } = useTranslation();
  const only = roles.length === 1 ? roles[0] : undefined;
  if (only) {
    return (
      <dl>
        <dt className="text-sm font-medium text-slate-700">{t('invitations.role')}</dt>
        <dd className="mt-1 py-2.5 font-semibold text-brand-900">{t(`invitations.roles.${only}`)}</dd>
        {only === 'pupil' && <dd className="text-xs text-slate-500">{t('invitations.roleHintPupil')}</dd>}
      </dl>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('invitations.role')}
      </label>
      <select
        id={id}
        name="role"
        defaultValue={roles[0]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field mt-1 aria-[invalid=true]:border-danger"
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`invitations.roles.${role}`)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The collaboration whoever accepts joins, if any: those the maker sees, by status, none waiting for review. */
function CollaborationField({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  const choices = useCollaborationChoices();
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('invitations.collaboration')}
      </label>
      <select
        id={id}
        name="collaborationId"
        defaultValue=""
        aria-busy={choices.isPending ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="field mt-1 aria-[invalid=true]:border-danger"
      >
        <option value="">{choices.isPending ? t('invitations.collaborationsLoading') : t('invitations.none')}</option>
        {choices.data &&
          STATUSES.filter((status) => choices.data[status].length > 0).map((status) => (
            <optgroup key={status} label={t(`invitations.statusGroups.${status}`)}>
              {choices.data[status].map((collaboration) => (
                <option key={collaboration.id} value={collaboration.id}>
                  {collaboration.title}
                </option>
              ))}
            </optgroup>
          ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {t('invitations.collaborationHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
