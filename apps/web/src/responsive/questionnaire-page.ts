import type { TLocale } from '@opinio/domain/schemas/locale';
import { readableBrand } from './brand.ts';
import { h, TITLE } from './dom.ts';
import { showFinishedPage } from './finished-page.ts';
import { readLocalDraft, startingDraft, withFirstAnswer, writeLocalDraft } from './local-draft.ts';
import { fetchQuestionnaire, isToken, questionnaireOf } from './questionnaire-api.ts';
import { type Outcome, showQuestionnaireForm } from './questionnaire-form.ts';
import { browserLocale, type Texts, textsFor } from './texts.ts';

const FINISHED: Record<Outcome | 'error', (texts: Texts) => { title: string; text: string }> = {
  thanks: (t) => ({ title: t.thanksTitle, text: t.thanksText }),
  answered: (t) => ({ title: t.answeredTitle, text: t.answeredText }),
  invalid: (t) => ({ title: t.invalidTitle, text: t.invalidText }),
  error: (t) => ({ title: t.errorTitle, text: t.errorText }),
};

/**
 * The respondent's questionnaire of an invitation (`/responsive?t=token`), in the contact's
 * language: before it loads, the language the browser remembers for the link, else the
 * browser's own. `firstAnswer` (`&a=` of the link): the first question's answer given by the
 * mail's button.
 */
export function startQuestionnairePage(
  root: HTMLElement,
  token: string,
  firstAnswer: string | null = null,
): void {
  let locale: TLocale =
    readLocalDraft(token).locale ?? browserLocale(navigator.languages ?? [navigator.language]);
  const speak = (next: TLocale, title?: string) => {
    locale = next;
    document.documentElement.lang = next;
    document.title = title ?? textsFor(next).pageTitle;
  };

  const finished = (outcome: Outcome | 'error') => {
    const texts = textsFor(locale);
    speak(locale);
    const action = outcome === 'error' ? { label: texts.tryAgain, run: () => void load() } : undefined;
    showFinishedPage(root, { ...FINISHED[outcome](texts), action });
  };

  async function load() {
    const texts = textsFor(locale);
    root.replaceChildren(
      h(
        'main',
        { class: 'page' },
        h('h1', TITLE, texts.pageTitle),
        h('p', { role: 'status' }, texts.loading),
      ),
    );
    const reply = await fetchQuestionnaire(token);
    if (reply.status !== 200)
      return finished(reply.status === 404 ? 'invalid' : reply.status === 409 ? 'answered' : 'error');
    const questionnaire = questionnaireOf(reply);
    if (questionnaire.questions.length === 0) return finished('invalid');
    const local = readLocalDraft(token);
    writeLocalDraft(token, { ...local, locale: questionnaire.locale });
    speak(questionnaire.locale, questionnaire.surveyTitle);
    // the universe's colour, darkened where white text on it would not read
    const brand = readableBrand(questionnaire.brand.primaryColor);
    if (brand) document.documentElement.style.setProperty('--brand', brand);
    showQuestionnaireForm(root, {
      token,
      questionnaire,
      start: withFirstAnswer(questionnaire, startingDraft(questionnaire, local), firstAnswer),
      texts: textsFor(questionnaire.locale),
      onFinished: finished,
    });
  }

  speak(locale);
  if (isToken(token)) void load();
  else finished('invalid');
}
