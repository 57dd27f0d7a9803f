import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale, rememberChosenLocale } from './locale-choice.ts';
import { en, type FirstTexts, type RestTexts, type UiTexts } from './locales/en.ts';

/**
 * The texts come in two parts per language. The first part (the shell, sign-in, analytics
 * and the closed loop) is what any first screen draws: English is in the app's first file
 * (every text falls back to it), Finnish and Swedish a file each, loaded when a user reads
 * that language (loadLocale). The rest (the administration areas: surveys, scripts, users,
 * campaigns) is a file per language, loaded by the screens and dialogs that draw it, and
 * after the first screen has shown its numbers (loadRestTexts).
 */
const LOAD_FIRST: Record<Exclude<Locale, 'en'>, () => Promise<FirstTexts>> = {
  fi: async () => (await import('./locales/fi.ts')).fi,
  sv: async () => (await import('./locales/sv.ts')).sv,
};
const LOAD_REST: Record<Locale, () => Promise<RestTexts>> = {
  en: async () => (await import('./locales/en-rest.ts')).enRest,
  fi: async () => (await import('./locales/fi-rest.ts')).fiRest,
  sv: async () => (await import('./locales/sv-rest.ts')).svRest,
};
/** The texts of each language so far (one part or both). */
const loadedTexts: Partial<Record<Locale, Partial<UiTexts>>> = { en };
const loading = new Map<string, Promise<void>>();
/** The languages asked for so far (English always). */
const requested = new Set<Locale>(['en']);
/** Whether the administration texts are wanted: every language asked for brings them from then on. */
let restWanted = false;
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

/**
 * Puts a language's texts in place. Every component that draws a text draws anew then, the
 * whole screen: `quietly` adds texts nothing on screen draws yet (the administration part:
 * what draws it waits for it, and reads it when it draws) without that.
 */
function installTexts(locale: Locale, texts: Partial<UiTexts>, quietly = false): void {
  const bundle = { ...texts, ...surveyTexts?.[locale] };
  // `bundle` is a new object already: i18next need not copy it (a deep copy of every text).
  if (quietly) {
    i18n.addResourceBundle(locale, 'translation', bundle, false, true, { silent: true, skipCopy: true });
    return;
  }
  // Every key of the loaded parts is in `bundle`: written over the language's texts, it also
  // takes back what an earlier survey's texts changed, with one notice to the components
  // (removing the bundle first would send two, each drawing the whole screen).
  i18n.addResourceBundle(locale, 'translation', bundle, false, true, { silent: false, skipCopy: true });
}

/** Loads one part of a language once and puts it in place; a failure may be tried again. */
function loadPart(locale: Locale, part: 'first' | 'rest'): Promise<void> {
  if (part === 'first' && locale === 'en') return Promise.resolve();
  const key = `${locale}:${part}`;
  let pending = loading.get(key);
  if (!pending) {
    const load = part === 'first' ? LOAD_FIRST[locale as Exclude<Locale, 'en'>] : LOAD_REST[locale];
    pending = load().then(
      (texts: Partial<UiTexts>) => {
        loadedTexts[locale] = { ...loadedTexts[locale], ...texts };
        installTexts(locale, loadedTexts[locale], part === 'rest');
      },
      (error: unknown) => {
        // A later call tries again (the file may be there after a reconnect).
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** Loads a language's texts once (both parts once the rest is wanted); resolves when they are in place. */
export function loadLocale(locale: Locale): Promise<void> {
  requested.add(locale);
  const parts = [loadPart(locale, 'first')];
  if (restWanted) parts.push(loadPart(locale, 'rest'));
  return Promise.all(parts).then(() => undefined);
}

/**
 * The administration areas' texts, in English (the fallback) and in every language asked
 * for so far: screens and dialogs that draw them wait for this before they are drawn.
 */
export function loadRestTexts(): Promise<void> {
  restWanted = true;
  return Promise.all([...requested].map((locale) => loadPart(locale, 'rest'))).then(() => undefined);
}

/**
 * A survey's localeText[locale][key] overrides the UI text of that key. Only a language whose
 * overrides changed is put in place again: each install draws every text on screen anew, in
 * one synchronous drawing (a survey without texts of its own, the usual case, draws nothing).
 */
export function applySurveyTexts(localeText: Record<string, Record<string, string>> | null): void {
  const before = surveyTexts;
  surveyTexts = localeText;
  for (const locale of LOCALES) {
    const texts = loadedTexts[locale];
    if (texts && !sameOverrides(before?.[locale], localeText?.[locale])) installTexts(locale, texts);
  }
}

/** Whether two sets of a language's overrides are the same (none and an empty set are). */
const sameOverrides = (a: Record<string, string> | undefined, b: Record<string, string> | undefined) =>
  JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

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
  // the language in place already (the session's language is the one the app started in):
  // changing it again would draw every text anew
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
