import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/constants.js';
import { TextField } from './TextField';

type NewPasswordFieldProps = {
  id: string;
  label: string;
  /** The server's words about the new password, shown and announced by the field. */
  error?: string;
  'aria-describedby'?: string;
};

/**
 * A field for choosing a password (changing it, or resetting a forgotten one): the rules the
 * server holds (length), the browser's password manager told it is a new one, and the
 * server's refusal beside it.
 */
export function NewPasswordField({ id, label, error, ...described }: NewPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      name="newPassword"
      type="password"
      label={label}
      autoComplete="new-password"
      required
      maxLength={PASSWORD_MAX_LENGTH}
      hint={t('common.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
      error={error}
      announceError
      {...described}
    />
  );
}
