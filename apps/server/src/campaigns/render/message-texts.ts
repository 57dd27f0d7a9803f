import type { TLocale } from '@opinio/domain/schemas/locale';

/** The words the mail layout and the letter add around a template's own text. */
interface MessageTexts {
  answer: string;
  /** Above the unsubscribe link. */
  sentBy: (sender: string) => string;
  unsubscribeQuestion: string;
  unsubscribe: string;
  /** Before the survey link printed at the end of a letter. */
  letterLink: string;
  /** The contact a preview is filled with when the caller's scope has none. */
  exampleName: string;
}

export const MESSAGE_TEXTS: Record<TLocale, MessageTexts> = {
  en: {
    answer: 'Answer the survey',
    sentBy: (sender) => `This message was sent by ${sender}.`,
    unsubscribeQuestion: 'Do not want these messages?',
    unsubscribe: 'Unsubscribe',
    letterLink: 'Answer the survey at',
    exampleName: 'Alex Example',
  },
  fi: {
    answer: 'Vastaa kyselyyn',
    sentBy: (sender) => `Tämän viestin lähetti ${sender}.`,
    unsubscribeQuestion: 'Etkö halua näitä viestejä?',
    unsubscribe: 'Peru viestien tilaus',
    letterLink: 'Vastaa kyselyyn osoitteessa',
    exampleName: 'Maija Esimerkki',
  },
  sv: {
    answer: 'Svara på enkäten',
    sentBy: (sender) => `Detta meddelande skickades av ${sender}.`,
    unsubscribeQuestion: 'Vill du inte få dessa meddelanden?',
    unsubscribe: 'Avsluta prenumerationen',
    letterLink: 'Svara på enkäten på adressen',
    exampleName: 'Anna Exempel',
  },
};
