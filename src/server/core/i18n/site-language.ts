import { count, eq } from 'drizzle-orm';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../../shared/languages.js';
import type { Db } from '../db/client.js';
import { siteSettings, users } from '../db/schema.js';

/** The language the site speaks to readers who chose none (FALLBACK_LANGUAGE until an administrator sets one). */
export async function readSiteLanguage(db: Db): Promise<Language> {
  const [row] = await db.select({ language: siteSettings.defaultLanguage }).from(siteSettings).where(eq(siteSettings.id, 1));
  return isLanguage(row?.language) ? row.language : FALLBACK_LANGUAGE;
}

/** Sets the site's default language (the one row of site_settings, made if missing). */
export async function writeSiteLanguage(db: Db, language: Language): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: 1, defaultLanguage: language })
    .onConflictDoUpdate({ target: siteSettings.id, set: { defaultLanguage: language, updatedAt: new Date() } });
}

/**
 * The language its installer chose (SITE_LANGUAGE), on a new database only — one with no account
 * yet — so that a Greek school's site speaks Greek from its first page, and an administrator's
 * later choice is never undone by a restart. Answers whether it was set.
 */
export async function setFirstRunLanguage(db: Db, language: Language): Promise<boolean> {
  const [row] = await db.select({ accounts: count() }).from(users);
  if ((row?.accounts ?? 0) > 0) return false;
  await writeSiteLanguage(db, language);
  return true;
}
