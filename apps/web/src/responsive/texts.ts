import type { TLocale } from '@opinio/domain/schemas/locale';

/**
 * The questionnaire page's own texts. A small table instead of the app's i18n: the page is
 * a separate entry that stays light for phones on slow connections.
 */
const en = {
  pageTitle: 'Survey',
  loading: 'Loading…',
  progress: 'Page {n} of {total}',
  optional: 'Optional',
  logo: '{name} logo',
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  submitting: 'Sending…',
  required: 'Please answer this question to continue.',
  check: 'Please check this answer.',
  notSaved: 'Not saved yet — we’ll try again.',
  sendFailed: 'Your answers could not be sent. Check your connection and try again.',
  thanksTitle: 'Thank you!',
  thanksText: 'Your answers have been received.',
  answeredTitle: 'Already answered',
  answeredText: 'This survey has already been answered. Thank you!',
  invalidTitle: 'Link not valid',
  invalidText: 'This survey link is not valid. It may have expired.',
  errorTitle: 'Something went wrong',
  errorText: 'The survey could not be loaded. Please try again.',
  tryAgain: 'Try again',
  textLength: '{count} / {max} characters',
  textAtLimit: 'The answer can be at most {max} characters long.',
};

export type Texts = typeof en;

const fi: Texts = {
  pageTitle: 'Kysely',
  loading: 'Ladataan…',
  progress: 'Sivu {n}/{total}',
  optional: 'Vapaaehtoinen',
  logo: '{name} – logo',
  back: 'Edellinen',
  next: 'Seuraava',
  submit: 'Lähetä',
  submitting: 'Lähetetään…',
  required: 'Vastaa tähän kysymykseen jatkaaksesi.',
  check: 'Tarkista tämä vastaus.',
  notSaved: 'Ei vielä tallennettu – yritämme uudelleen.',
  sendFailed: 'Vastauksia ei voitu lähettää. Tarkista verkkoyhteys ja yritä uudelleen.',
  thanksTitle: 'Kiitos!',
  thanksText: 'Vastauksesi on vastaanotettu.',
  answeredTitle: 'Kyselyyn on jo vastattu',
  answeredText: 'Tähän kyselyyn on jo vastattu. Kiitos!',
  invalidTitle: 'Linkki ei ole voimassa',
  invalidText: 'Tämä kyselylinkki ei ole voimassa. Se on voinut vanhentua.',
  errorTitle: 'Jokin meni vikaan',
  errorText: 'Kyselyä ei voitu ladata. Yritä uudelleen.',
  tryAgain: 'Yritä uudelleen',
  textLength: '{count} / {max} merkkiä',
  textAtLimit: 'Vastaus voi olla enintään {max} merkkiä pitkä.',
};

const sv: Texts = {
  pageTitle: 'Enkät',
  loading: 'Laddar…',
  progress: 'Sida {n} av {total}',
  optional: 'Frivillig',
  logo: '{name} – logotyp',
  back: 'Tillbaka',
  next: 'Nästa',
  submit: 'Skicka',
  submitting: 'Skickar…',
  required: 'Svara på frågan för att fortsätta.',
  check: 'Kontrollera det här svaret.',
  notSaved: 'Inte sparat ännu – vi försöker igen.',
  sendFailed: 'Svaren kunde inte skickas. Kontrollera anslutningen och försök igen.',
  thanksTitle: 'Tack!',
  thanksText: 'Dina svar har tagits emot.',
  answeredTitle: 'Redan besvarad',
  answeredText: 'Den här enkäten har redan besvarats. Tack!',
  invalidTitle: 'Länken är inte giltig',
  invalidText: 'Den här enkätlänken är inte giltig. Den kan ha gått ut.',
  errorTitle: 'Något gick fel',
  errorText: 'Enkäten kunde inte laddas. Försök igen.',
  tryAgain: 'Försök igen',
  textLength: '{count} / {max} tecken',
  textAtLimit: 'Svaret får vara högst {max} tecken långt.',
};

const TEXTS: Record<TLocale, Texts> = { en, fi, sv };

export const textsFor = (locale: TLocale): Texts => TEXTS[locale];

/** The browser's first language the page speaks; English otherwise. */
export function browserLocale(languages: readonly string[]): TLocale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'fi' || base === 'sv') return base;
  }
  return 'en';
}

/** `{name}` in a text replaced by its value. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
