// The language switch before the app runs (decision 0060): the choice goes in the cookie the
// server reads, and the page comes again in that language. The app, once running, switches in
// place instead (lib/language.ts), with nothing typed lost; once it is on its way, boot.ts holds
// the press for it rather than let this load the page again.

/** shared/languages.ts LANGUAGE_COOKIE and its life, written out: the boot script imports nothing (a test holds them together). */
export const ISLAND_LANGUAGE_COOKIE = 'agora_lang';
export const ISLAND_LANGUAGE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** Set across the reload when the switch was pressed in the phone's open menu, which the new page opens again. */
export const MENU_KEPT_OPEN = 'agora-menu-kept-open';

/** Makes the buttons of LanguageSwitch's group (`[data-island="language"]`) work; returns what undoes it. */
export function attachLanguageSwitch(group: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[lang]') : null;
    if (!button || button.getAttribute('aria-pressed') === 'true') return;
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${ISLAND_LANGUAGE_COOKIE}=${button.lang}; path=/; max-age=${ISLAND_LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
    // Pressed in the phone's open menu: the page comes again with it open (mobile-menu.ts).
    if (button.closest('[hidden]') === null && button.closest('#mobile-nav')) sessionStorage.setItem(MENU_KEPT_OPEN, '1');
    window.location.reload();
  };
  group.addEventListener('click', onClick);
  return () => group.removeEventListener('click', onClick);
}
