import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale, rememberChosenLocale } from './locale-choice.ts';
import { en, type UiTexts } from './locales/en.ts';

/**
 * English is in the app's first file (every text falls back to it); Finnish and Swedish
 * are a file each, loaded when a user reads that language (loadLocale).
 */
const LOAD_TEXTS: Record<Exclude<Locale, 'en'>, () => Promise<UiTexts>> = {
  fi: async () => (await import('./locales/fi.ts')).fi,
  sv: async () => (await import('./locales/sv.ts')).sv,
};
const loadedTexts: Partial<Record<Locale, UiTexts>> = { en };
const loading = new Map<Locale, Promise<void>>();
/** The current survey's localeText, applied to each language as it loads. */
let surveyTexts: Record<string, Record<string, string>> | null = null;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    resources: { translation: UiTexts };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  // main.tsx switches to the user's language (setLocale) before the app is drawn.
  lng: 'en',
  supportedLngs: [...LOCALES],
  // English while another language's file loads (fi.ts and sv.ts have every key: the types check it).
  fallbackLng: 'en',
  keySeparator: false,
  interpolation: { escapeValue: false },
  react: { bindI18nStore: 'added removed' },
  initAsync: false,
});

function installTexts(locale: Locale, texts: UiTexts): void {
  i18n.removeResourceBundle(locale, 'translation');
  i18n.addResourceBundle(locale, 'translation', { ...texts, ...surveyTexts?.[locale] }, false, true);
}

/** Loads a language's texts once; resolves when they are in place. */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en' || loadedTexts[locale]) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = LOAD_TEXTS[locale]().then(
      (texts) => {
        loadedTexts[locale] = texts;
        installTexts(locale, texts);
      },
      (error: unknown) => {
        // A later call tries again (the file may be there after a reconnect).
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** A survey's localeText[locale][key] overrides the UI text of that key. */
export function applySurveyTexts(localeText: Record<string, Record<string, string>> | null): void {
  surveyTexts = localeText;
  for (const locale of LOCALES) {
    const texts = loadedTexts[locale];
    if (texts) installTexts(locale, texts);
  }
}

export async function chooseLocale(locale: Locale): Promise<void> {
  rememberChosenLocale(locale);
  await setLocale(locale);
}

/** Switches the UI to a language once its texts are loaded (English if they cannot be). */
export async function setLocale(locale: Locale): Promise<void> {
  try {
    await loadLocale(locale);
  } catch (error) {
    console.error(`The ${locale} texts could not be loaded; English stays.`, error);
    return;
  }
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
