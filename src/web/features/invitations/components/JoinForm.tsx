import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MEMBER_NAME_MAX } from '../../../../shared/constants.js';
import { NewPasswordField } from '../../../components/NewPasswordField';
import { SaveError } from '../../../components/SaveError';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useFormChecks } from '../../../lib/use-form-checks';
import { useAcceptInvitation } from '../api/accept-invitation';
import type { InvitationOpened } from '../api/open-invitation';
import { isClosedInvitation } from '../closed-invitation';
import { ClosedInvitation } from './ClosedInvitation';

type JoinFormProps = {
  token: string;
  invitation: InvitationOpened;
};

/**
 * What the invitation is, and the new account's form: name and surname (as a class list gave
 * them, to correct), email (a link's invitee
 * gives theirs; an email invitation's address is the account's, shown), password with the
 * site's rules, and a word on privacy. On success the invitee is signed in (the session is read
 * again before moving on) and lands on their hub, or on the collaboration the invitation named.
 * Uncontrolled fields: a refusal leaves what was typed in place.
 */
export function JoinForm({ token, invitation }: JoinFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { formatDate } = useDateFormat();
  const accept = useAcceptInvitation();
  const checks = useFormChecks({
    name: { missing: t('fieldErrors.name_required') },
    surname: { missing: t('fieldErrors.surname_required') },
    email: { missing: t('fieldErrors.email_required') },
    newPassword: { missing: t('fieldErrors.password_required') },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passes(event.currentTarget)) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    accept.mutate(
      {
        token,
        name: text('name'),
        surname: text('surname'),
        ...(invitation.email === null ? { email: text('email') } : {}),
        password: String(data.get('newPassword') ?? ''),
      },
      {
        onSuccess: ({ collaborationId }) =>
          void navigate(collaborationId ? paths.collaborationPage('active', collaborationId) : paths.profile(), { replace: true }),
      },
    );
  }

  // Closed meanwhile (used up by others, withdrawn, expired): its words alone, as on opening it.
  if (isClosedInvitation(accept.error)) return <ClosedInvitation words={accept.error.message} />;
  const fields = accept.error instanceof ApiError ? accept.error.fields : undefined;

  return (
    <>
      <div id={`${id}-about`} className="mt-4 space-y-1 text-slate-800">
        <p className="text-lg font-semibold text-brand-900">{t(`invitations.invited.${invitation.role}`)}</p>
        {invitation.guardianOf && (
          <p>{t('invitations.guardianOfJoin', { name: t('memberCard.name', { name: invitation.guardianOf.name, surname: invitation.guardianOf.surname }) })}</p>
        )}
        {invitation.collaborationTitle && <p>{t('invitations.joinsCollaboration', { title: invitation.collaborationTitle })}</p>}
        <p>{t('invitations.validUntil', { date: formatDate(invitation.expiresAt) })}</p>
      </div>
      <p id={`${id}-intro`} className="mt-4 text-slate-700">
        {t('join.formIntro')}
      </p>
      <form className="mt-6 space-y-5" onSubmit={handleSubmit} onChange={checks.forget} noValidate>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={`${id}-name`}
            name="name"
            label={t('join.name')}
            defaultValue={invitation.name ?? ''}
            required
            maxLength={MEMBER_NAME_MAX}
            autoComplete="given-name"
            error={checks.error('name') ?? fields?.name}
          />
          <TextField
            id={`${id}-surname`}
            name="surname"
            label={t('join.surname')}
            defaultValue={invitation.surname ?? ''}
            required
            maxLength={MEMBER_NAME_MAX}
            autoComplete="family-name"
            error={checks.error('surname') ?? fields?.surname}
          />
        </div>
        {invitation.email === null ? (
          <TextField
            id={`${id}-email`}
            name="email"
            type="email"
            label={t('join.email')}
            hint={t('join.emailHint')}
            required
            maxLength={254}
            autoComplete="username"
            error={checks.error('email') ?? fields?.email}
          />
        ) : (
          // The address is the account's: shown, and read by password managers as the username.
          <TextField
            id={`${id}-email`}
            type="email"
            label={t('join.email')}
            hint={t('join.emailHint')}
            value={invitation.email}
            readOnly
            autoComplete="username"
            error={fields?.email}
            inputClassName="bg-slate-100 text-slate-700"
          />
        )}
        <NewPasswordField id={`${id}-password`} label={t('join.password')} error={checks.error('newPassword') ?? fields?.password} />
        <p className="text-sm text-slate-700">
          {t('join.privacy')}{' '}
          <Link to={paths.privacy()} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {t('join.privacyLink')}
          </Link>
        </p>
        <button type="submit" className="btn-primary w-full" disabled={accept.isPending}>
          {t('join.submit')}
        </button>
      </form>
      {accept.isError && (
        <div className="mt-4">
          <SaveError label={t('join.errorCreating')} error={accept.error} />
        </div>
      )}
    </>
  );
}
