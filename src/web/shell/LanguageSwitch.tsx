import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../shared/languages.js';
import { apiFetch } from '../lib/api-client';
import { switchLanguage } from '../lib/language';
import { useSessionUser } from '../lib/session';

type LanguageSwitchProps = {
  /** Where it stands: the header's bar (desktop) or the phone's menu. */
  place: 'header' | 'menu';
};

/**
 * Ελληνικά / English: each language named in itself (and marked as such, for screen readers),
 * the one in use pressed. The choice is kept in a cookie, so the server's next page is in it
 * too, and, for a signed-in member, on their profile, for the mail the site sends them.
 */
export function LanguageSwitch({ place }: LanguageSwitchProps) {
  // The instance of this render (a server render has its own, in the reader's language).
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const current = isLanguage(i18n.language) ? i18n.language : undefined;

  async function choose(language: Language) {
    if (language === current) return;
    await switchLanguage(language);
    // Best effort: the cookie already carries the choice; the profile only serves the mail.
    if (user) void apiFetch('/api/profile/language', { method: 'PUT', body: { language } }).catch(() => {});
  }

  return (
    // An island before the app runs (shell/islands/language-switch.ts).
    <div role="group" data-island="language" aria-label={t('language.label')} className={place === 'header' ? 'flex items-center gap-1' : 'flex items-center gap-2 px-3 pt-3'}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => void choose(language)}
          className={
            (place === 'header' ? 'rounded-md px-2 py-1 text-xs ' : 'rounded-lg px-3 py-2 text-sm ') +
            'font-semibold transition-colors hover:bg-white/10 aria-pressed:text-accent-300 aria-pressed:underline aria-pressed:underline-offset-4 ' +
            (language === current ? '' : 'text-white')
          }
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
