import { useTranslation } from 'react-i18next';
import { INVITATION_DAYS, type InvitationRole } from '../../../../shared/constants.js';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../../shared/languages.js';
import { TextField } from '../../../components/TextField';
import { useCollaborationChoices, type CollaborationChoices } from '../api/get-collaborations';

/** The fields "Invite people" and "A whole class at once" share: the role, the mail's language, the collaboration, the days valid. */

const STATUSES = ['active', 'inactive', 'completed'] as const satisfies readonly (keyof CollaborationChoices)[];

type RoleFieldProps = {
  id: string;
  roles: readonly InvitationRole[];
  error: string | undefined;
  /** The field's name when it is not simply "Role" (a class list's, for the rows that name none). */
  label?: string;
  /** A further word on what the role does here. */
  hint?: string;
  /** The role chosen at first; the first offered unless said. */
  initial?: InvitationRole;
  onChange?: (role: InvitationRole) => void;
};

/** The role: a choice for an administrator; for a teacher, the one role they give, said. */
export function RoleField({ id, roles, error, label, hint, initial, onChange }: RoleFieldProps) {
  const { t } = useTranslation();
  const only = roles.length === 1 ? roles[0] : undefined;
  if (only) {
    return (
      <dl>
        <dt className="text-sm font-medium text-slate-700">{label ?? t('invitations.role')}</dt>
        <dd className="mt-1 py-2.5 font-semibold text-brand-900">{t(`invitations.roles.${only}`)}</dd>
        {only === 'pupil' && <dd className="text-xs text-slate-500">{t('invitations.roleHintPupil')}</dd>}
        {hint && <dd className="mt-1 text-xs text-slate-500">{hint}</dd>}
      </dl>
    );
  }
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label ?? t('invitations.role')}
      </label>
      <select
        id={id}
        name="role"
        defaultValue={initial && roles.includes(initial) ? initial : roles[0]}
        onChange={(event) => onChange?.(event.target.value as InvitationRole)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="field mt-1 aria-[invalid=true]:border-danger"
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`invitations.roles.${role}`)}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The language the invitation's mail is written in; unchosen, the site's. */
export function MailLanguageField({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('invitations.language')}
      </label>
      <select id={id} name="language" defaultValue="" className="field mt-1">
        <option value="">{t('invitations.siteLanguage')}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The collaboration whoever accepts joins, if any: those the maker sees, by status, none waiting for review. */
export function CollaborationField({ id, error }: { id: string; error: string | undefined }) {
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

/** How many days the invitation stays open: the default, and at most the limit. */
export function DaysField({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      name="days"
      type="number"
      inputMode="numeric"
      label={t('invitations.days')}
      hint={t('invitations.daysHint', { max: INVITATION_DAYS.max })}
      min={1}
      max={INVITATION_DAYS.max}
      defaultValue={INVITATION_DAYS.default}
      error={error}
    />
  );
}
