import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../../shared/languages.js';
import { ListStates } from '../../../components/ListStates';
import { useSaveSiteSettings, useSiteSettings } from '../api/site-settings';
import { FormerPupilsSettings } from '../components/FormerPupilsSettings';
import { CommentsForVisitorsSetting } from '../components/CommentsForVisitorsSetting';
import { ReactionsSetting } from '../components/ReactionsSetting';
import { ReportThresholdSetting } from '../components/ReportThresholdSetting';
import { WatchedWordsSettings } from '../components/WatchedWordsSettings';
import { SettingsSave } from '../components/SettingsSave';

/**
 * /admin/settings: the language the site speaks to readers who chose none (decision 0022), and
 * what becomes of pupils who leave (decision 0041).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const id = useId();
  const settings = useSiteSettings();
  const save = useSaveSiteSettings();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const language = new FormData(event.currentTarget).get('defaultLanguage');
    if (isLanguage(language)) save.mutate({ defaultLanguage: language });
  }

  return (
    <div className="space-y-10">
      <title>{t('admin.settingsTitle')}</title>
      <div className="space-y-4">
        <h2 className="text-xl font-bold text-brand-900">{t('admin.settingsHeading')}</h2>
        <ListStates query={settings} loadingLabel={t('admin.loading')} errorLabel={t('admin.errorFetchingSettings')}>
          {(data) => (
            <form className="max-w-xl space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" onSubmit={handleSubmit} noValidate>
              <div>
                <label htmlFor={`${id}-language`} className="block text-sm font-medium text-slate-700">
                  {t('admin.defaultLanguage')}
                </label>
                <select
                  id={`${id}-language`}
                  name="defaultLanguage"
                  defaultValue={data.defaultLanguage}
                  aria-describedby={`${id}-language-hint`}
                  className="field mt-1"
                >
                  {LANGUAGES.map((language) => (
                    <option key={language} value={language} lang={language}>
                      {LANGUAGE_NAMES[language]}
                    </option>
                  ))}
                </select>
                <p id={`${id}-language-hint`} className="mt-1 text-sm text-slate-600">
                  {t('admin.defaultLanguageHint')}
                </p>
              </div>
              <SettingsSave label={t('admin.saveSettings')} save={save} />
            </form>
          )}
        </ListStates>
      </div>
      <FormerPupilsSettings />
      <WatchedWordsSettings />
      <ReportThresholdSetting />
      <CommentsForVisitorsSetting />
      <ReactionsSetting />
    </div>
  );
}
