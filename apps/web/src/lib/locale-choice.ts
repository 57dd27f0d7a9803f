/**
 * Which language the app is drawn in, without the texts themselves: the app's first file
 * decides it before anything else loads (main.tsx), lib/i18n.ts loads and applies the texts.
 */
export const LOCALES = ['en', 'fi', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

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

/** Remembers a language picked in the language menu for this tab. */
export function rememberChosenLocale(locale: Locale): void {
  try {
    sessionStorage.setItem(CHOSEN_LOCALE_KEY, locale);
  } catch {
    // Storage may be disabled; the choice then lasts until the next reload.
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
