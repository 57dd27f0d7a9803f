import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type UiTexts } from './locales/en.ts';
import { fi } from './locales/fi.ts';
import { sv } from './locales/sv.ts';

export const LOCALES = ['en', 'fi', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

const BASE_TEXTS: Record<Locale, UiTexts> = { en, fi, sv };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    resources: { translation: UiTexts };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: BASE_TEXTS[l] }])),
  lng: resolveLocale(null),
  supportedLngs: [...LOCALES],
  // No fallback language: a missing text shows its key, so it is noticed.
  fallbackLng: false,
  keySeparator: false,
  interpolation: { escapeValue: false },
  react: { bindI18nStore: 'added removed' },
  initAsync: false,
});

const CHOSEN_LOCALE_KEY = 'opinio.locale';

function isLocale(value: string | null | undefined): value is Locale {
  return (LOCALES as readonly (string | null | undefined)[]).includes(value);
}

/** A language picked in the language menu holds for this browser tab's session. */
function chosenLocale(): Locale | null {
  try {
    const chosen = sessionStorage.getItem(CHOSEN_LOCALE_KEY);
    return isLocale(chosen) ? chosen : null;
  } catch {
    return null;
  }
}

/** The language picked in this tab, else identity.locale, then the browser's languages, then English. */
export function resolveLocale(identityLocale: string | null | undefined): Locale {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  for (const candidate of [chosenLocale(), identityLocale, ...browser]) {
    const short = candidate?.slice(0, 2).toLowerCase();
    if (isLocale(short)) return short;
  }
  return 'en';
}

/** A survey's localeText[locale][key] overrides the UI text of that key. */
export function applySurveyTexts(localeText: Record<string, Record<string, string>> | null): void {
  for (const locale of LOCALES) {
    i18n.removeResourceBundle(locale, 'translation');
    i18n.addResourceBundle(
      locale,
      'translation',
      { ...BASE_TEXTS[locale], ...localeText?.[locale] },
      false,
      true,
    );
  }
}

export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    sessionStorage.setItem(CHOSEN_LOCALE_KEY, locale);
  } catch {
    // Storage may be disabled; the choice then lasts until the next reload.
  }
  await setLocale(locale);
}

export async function setLocale(locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
