import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INVITATION_KINDS,
  INVITATION_USES_MAX,
  type InvitationKind,
  type InvitationRole,
} from '../../../../shared/constants.js';
import { isLanguage } from '../../../../shared/languages.js';
import { SaveError } from '../../../components/SaveError';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api-client';
import { useCanMail } from '../api/get-mail-availability';
import { useCreateInvitation, type InvitationCreated } from '../api/create-invitation';
import { GuardianOfField } from './GuardianOfField';
import { CollaborationField, DaysField, MailLanguageField, RoleField } from './InvitationFields';

type InvitationFormProps = {
  /** The roles the maker may give: every one for an administrator, pupils and guardians for a teacher. */
  roles: readonly InvitationRole[];
  onCreated: (created: InvitationCreated) => void;
};

/**
 * "Invite people": by email to one address (in the language chosen), or as a link for up to INVITATION_USES_MAX people,
 * with a role (a guardian's names the pupil, "Guardian of"), a collaboration to join and how long it stays open. The server checks every rule
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
  // The role chosen: a guardian's invitation asks whose guardian they will be.
  const [role, setRole] = useState<InvitationRole>(roles[0] ?? 'pupil');
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
        role,
        // Only a guardian's names a pupil; unchosen, the server says it needs one.
        ...(role === 'guardian' ? { guardianOfId: text('guardianOfId') || null } : {}),
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
        <MailLanguageField id={`${id}-language`} />
      </div>

      <RoleField id={`${id}-role`} roles={roles} error={fields?.role} onChange={setRole} />
      <CollaborationField id={`${id}-collaboration`} error={fields?.collaborationId} />
      {/* Kept while hidden, so choosing another role and back loses neither the words typed nor the pupil chosen. */}
      <div hidden={role !== 'guardian'} className="sm:col-span-2">
        <GuardianOfField id={`${id}-guardian-of`} error={fields?.guardianOfId} shown={role === 'guardian'} />
      </div>

      <DaysField id={`${id}-days`} error={fields?.days} />
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
