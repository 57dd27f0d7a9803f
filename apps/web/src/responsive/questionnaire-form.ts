import type { TQuestionnaire, TQuestionnaireAnswers } from '@opinio/domain/schemas/campaigns';
import { h, TITLE } from './dom.ts';
import { DraftSaver, type SaverState } from './draft-saver.ts';
import { writeLocalDraft } from './local-draft.ts';
import { type AnswerValue, type QuestionField, questionField } from './question-field.ts';
import { completeQuestionnaire, refusedQuestion, saveDraft } from './questionnaire-api.ts';
import { fill, type Texts } from './texts.ts';

export type Outcome = 'thanks' | 'answered' | 'invalid';

interface FormOptions {
  token: string;
  questionnaire: TQuestionnaire;
  /** Where to go on, and whether the server has yet to get it (answers kept by the browser). */
  start: { draft: TQuestionnaireAnswers; unsaved: boolean };
  texts: Texts;
  onFinished: (outcome: Outcome) => void;
}

const answered = (value: AnswerValue) =>
  value !== undefined && (typeof value === 'number' || value.trim() !== '');

/**
 * One question per screen with a progress bar, Back and Next, Submit on the last. Every
 * change is kept in the browser at once and saved to the server after a short pause (at
 * once on Back and Next), and again and again while the connection is lost. Focus moves
 * to the question's heading on Back and Next.
 */
export function showQuestionnaireForm(root: HTMLElement, options: FormOptions): void {
  const { token, questionnaire, texts } = options;
  const { questions } = questionnaire;
  const answers = { ...options.start.draft.answers };
  let position = options.start.draft.position;
  let latest: TQuestionnaireAnswers = options.start.draft;
  let error: { id: string; message: string } | null = null;
  let submitting = false;
  let finished = false;

  const remember = (draft: TQuestionnaireAnswers, unsaved: boolean) =>
    writeLocalDraft(token, { locale: questionnaire.locale, draft, unsaved });
  const report = (state: SaverState) => {
    if (state === 'saved') {
      notice.textContent = '';
      remember(latest, false);
    } else if (state === 'retrying') notice.textContent = texts.notSaved;
    else if (state === 'answered' || state === 'invalid') finish(state);
    // 'refused': the survey changed under the respondent; the completion names the question.
  };
  const saver = new DraftSaver((draft) => saveDraft(token, draft), report);
  const online = () => saver.flush();
  window.addEventListener('online', online);
  const finish = (outcome: Outcome) => {
    if (finished) return;
    finished = true;
    saver.close();
    window.removeEventListener('online', online);
    options.onFinished(outcome);
  };

  const progressText = h('p');
  const progressFill = h('span');
  const card = h('section', { class: 'card' });
  const back = h('button', { type: 'button', class: 'button secondary' }, texts.back);
  const primary = h('button', { type: 'submit', class: 'button primary' });
  const notice = h('p', { class: 'notice', role: 'status' });
  const form = h('form', { novalidate: true }, card, h('div', { class: 'nav' }, back, primary));
  root.replaceChildren(
    h(
      'main',
      { class: 'page' },
      h(
        'header',
        {},
        h(
          'p',
          { class: 'sender' },
          [questionnaire.sender, questionnaire.unitTitle].filter(Boolean).join(' · '),
        ),
        h('h1', TITLE, questionnaire.surveyTitle),
      ),
      h(
        'div',
        { class: 'progress' },
        progressText,
        h('div', { class: 'progress-bar', 'aria-hidden': 'true' }, progressFill),
      ),
      form,
      notice,
    ),
  );

  let field: QuestionField;
  let errorNode: HTMLElement | null = null;

  function showStep(focus: boolean) {
    const question = questions[position];
    const last = position === questions.length - 1;
    progressText.textContent = fill(texts.progress, { n: position + 1, total: questions.length });
    progressFill.style.width = `${((position + 1) / questions.length) * 100}%`;
    back.hidden = position === 0;
    primary.textContent = last ? (submitting ? texts.submitting : texts.submit) : texts.next;
    primary.disabled = submitting;
    const titleId = `question-${position}`;
    const heading = h(
      'h2',
      { id: titleId, tabindex: -1, class: 'question-title' },
      question.kind === 'text' ? h('label', { for: `answer-${question.id}` }, question.text) : question.text,
    );
    field = questionField({
      question,
      value: answers[question.id],
      texts,
      titleId,
      onChange: (value) => change(question.id, value),
    });
    errorNode = null;
    card.setAttribute('aria-labelledby', titleId);
    card.replaceChildren(heading);
    if (!question.required) card.append(h('p', { class: 'hint' }, texts.optional));
    card.append(field.node);
    showError();
    if (focus) heading.focus();
  }

  /** The error of the question shown, if it has one: inserted as an alert, so it is announced. */
  function showError() {
    errorNode?.remove();
    errorNode = null;
    if (error?.id !== questions[position].id) return field.setError(null);
    errorNode = h('p', { class: 'error', id: `error-${position}`, role: 'alert' }, error.message);
    card.append(errorNode);
    field.setError(errorNode.id);
  }

  const keep = (draft: TQuestionnaireAnswers, now: boolean) => {
    latest = draft;
    remember(draft, true);
    saver.change(draft);
    if (now) saver.flush();
  };

  function change(id: string, value: AnswerValue) {
    if (value === undefined) delete answers[id];
    else answers[id] = value;
    if (error?.id === id) {
      error = null;
      showError();
    }
    keep({ answers: { ...answers }, position }, false);
  }

  function go(to: number) {
    position = to;
    keep({ answers: { ...answers }, position }, true);
    showStep(true);
  }

  const setSubmitting = (value: boolean) => {
    submitting = value;
    primary.disabled = value;
    primary.textContent = value ? texts.submitting : texts.submit;
  };

  async function submit() {
    const missing = questions.findIndex((q) => q.required && !answered(answers[q.id]));
    if (missing >= 0) {
      error = { id: questions[missing].id, message: texts.required };
      if (missing !== position) go(missing);
      else showError();
      return;
    }
    setSubmitting(true);
    notice.textContent = '';
    const reply = await completeQuestionnaire(token, { answers: { ...answers }, position });
    if (reply.status === 201 || reply.status === 409) {
      // Done: the browser keeps only the contact's language.
      writeLocalDraft(token, { locale: questionnaire.locale });
      return finish(reply.status === 201 ? 'thanks' : 'answered');
    }
    if (reply.status === 404) return finish('invalid');
    setSubmitting(false);
    const refused = reply.status === 400 ? questions.findIndex((q) => q.id === refusedQuestion(reply)) : -1;
    if (refused < 0) {
      notice.textContent = texts.sendFailed;
      return;
    }
    const question = questions[refused];
    error = { id: question.id, message: answered(answers[question.id]) ? texts.check : texts.required };
    if (refused !== position) go(refused);
    else showError();
  }

  back.addEventListener('click', () => go(position - 1));
  // Next and Submit are the form's submit button: Enter on an answer goes on too.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submitting || finished) return;
    if (position === questions.length - 1) return void submit();
    const question = questions[position];
    if (question.required && !answered(answers[question.id])) {
      error = { id: question.id, message: texts.required };
      return showError();
    }
    error = null;
    go(position + 1);
  });

  showStep(false);
  // Answers the browser kept and the server never confirmed (a reload without a connection).
  if (options.start.unsaved) keep(options.start.draft, true);
}
