import { useTranslation } from 'react-i18next';
import { SaveError } from '../../../components/SaveError';

type SettingsSaveProps = {
  /** The button's words: each form of Settings names what it saves. */
  label: string;
  /** The form's save, as React Query tells it. */
  save: { isPending: boolean; isSuccess: boolean; error: Error | null };
};

/** The end of a form of Settings: its Save button, "The settings are saved." once they are, or why not. */
export function SettingsSave({ label, save }: SettingsSaveProps) {
  const { t } = useTranslation();
  return (
    <>
      <button type="submit" className="btn-primary" disabled={save.isPending}>
        {label}
      </button>
      <p role="status" className="text-sm font-medium text-emerald-800">
        {save.isSuccess ? t('admin.settingsSaved') : ''}
      </p>
      {save.error && <SaveError label={t('admin.errorSavingSettings')} error={save.error} />}
    </>
  );
}
