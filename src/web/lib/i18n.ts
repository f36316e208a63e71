import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

// The catalogue is bundled and initialised synchronously: the first render already has every
// text, with no extra request and no flash of keys.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  initAsync: false,
  // React escapes what it renders; escaping here too would show entities such as &amp;.
  interpolation: { escapeValue: false },
});

export { i18n };
