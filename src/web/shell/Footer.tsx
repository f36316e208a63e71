import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

/** The year the copyright starts (the footer has always said 2024); it runs to the present one. */
const FIRST_YEAR = 2024;

/** "2024–2026": the copyright's years, one alone in the first. */
function copyrightYears(now: Date): string {
  const year = now.getFullYear();
  return year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : String(FIRST_YEAR);
}

export function Footer() {
  const { t } = useTranslation();
  const links = [
    { to: paths.about(), label: t('footer.about') },
    { to: paths.privacy(), label: t('footer.privacy') },
    { to: paths.licensing(), label: t('footer.licensing') },
    { to: paths.contact(), label: t('footer.contact') },
  ];
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="text-sm">{t('footer.copyright', { years: copyrightYears(new Date()) })}</p>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded transition-colors hover:text-accent-300">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
