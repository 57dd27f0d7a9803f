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
 * @internal exported for its test.
 * The questionnaire's pages: questions the survey gives the same page number in a row are
 * shown together, any other question on a page of its own. Each page is the indices of its
 * questions.
 */
export function questionnairePages(questions: TQuestionnaire['questions']): number[][] {
  const pages: number[][] = [];
  questions.forEach((question, i) => {
    const page = pages.at(-1);
    const previous = page && questions[page[0]].page;
    if (page && question.page !== null && previous === question.page) page.push(i);
    else pages.push([i]);
  });
  return pages;
}

/**
 * One page of questions at a time with a progress bar, Back and Next, Submit on the last.
 * Every change is kept in the browser at once and saved to the server after a short pause
 * (at once on Back and Next), and again and again while the connection is lost. Focus moves
 * to the page's first question on Back and Next. The draft's position is the index of the
 * first question of the page shown.
 */
export function showQuestionnaireForm(root: HTMLElement, options: FormOptions): void {
  const { token, questionnaire, texts } = options;
  const { questions } = questionnaire;
  const pages = questionnairePages(questions);
  const pageOf = (question: number) =>
    Math.max(
      pages.findIndex((page) => page.includes(question)),
      0,
    );
  const answers = { ...options.start.draft.answers };
  let step = pageOf(options.start.draft.position);
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
  const { logoUrl } = questionnaire.brand;
  const sender = [questionnaire.sender, questionnaire.unitTitle].filter(Boolean).join(' · ');
  root.replaceChildren(
    h(
      'main',
      { class: 'page' },
      h(
        'header',
        {},
        logoUrl &&
          h('img', {
            class: 'logo',
            src: logoUrl,
            alt: fill(texts.logo, { name: questionnaire.sender }),
            referrerpolicy: 'no-referrer',
          }),
        h('p', { class: 'sender' }, sender),
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

  /** The questions of the page shown: each its field and the block the error goes in. */
  let shown: Array<{
    index: number;
    field: QuestionField;
    block: HTMLElement;
    errorNode: HTMLElement | null;
  }> = [];

  function showStep(focus: boolean) {
    const last = step === pages.length - 1;
    progressText.textContent = fill(texts.progress, { n: step + 1, total: pages.length });
    progressFill.style.width = `${((step + 1) / pages.length) * 100}%`;
    back.hidden = step === 0;
    primary.textContent = last ? (submitting ? texts.submitting : texts.submit) : texts.next;
    primary.disabled = submitting;
    shown = pages[step].map((index) => {
      const question = questions[index];
      const titleId = `question-${index}`;
      const heading = h(
        'h2',
        { id: titleId, tabindex: -1, class: 'question-title' },
        question.kind === 'text'
          ? h('label', { for: `answer-${question.id}` }, question.text)
          : question.text,
      );
      const field = questionField({
        question,
        value: answers[question.id],
        texts,
        titleId,
        onChange: (value) => change(question.id, value),
      });
      const block = h('div', { class: 'question', 'data-question': question.id }, heading);
      if (!question.required) block.append(h('p', { class: 'hint' }, texts.optional));
      block.append(field.node);
      return { index, field, block, errorNode: null };
    });
    card.setAttribute('aria-labelledby', `question-${pages[step][0]}`);
    card.replaceChildren(...shown.map((q) => q.block));
    showError();
    if (focus) card.querySelector<HTMLElement>('.question-title')?.focus();
  }

  /** The error of a question shown, if it has one: inserted as an alert, so it is announced. */
  function showError() {
    for (const q of shown) {
      q.errorNode?.remove();
      q.errorNode = null;
      if (error?.id !== questions[q.index].id) {
        q.field.setError(null);
        continue;
      }
      q.errorNode = h('p', { class: 'error', id: `error-${q.index}`, role: 'alert' }, error.message);
      q.block.append(q.errorNode);
      q.field.setError(q.errorNode.id);
    }
  }

  const position = () => pages[step][0];

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
    keep({ answers: { ...answers }, position: position() }, false);
  }

  function go(to: number) {
    step = to;
    keep({ answers: { ...answers }, position: position() }, true);
    showStep(true);
  }

  /** Shows the error at a question, on its page. */
  function point(question: number, message: string) {
    error = { id: questions[question].id, message };
    const page = pageOf(question);
    if (page !== step) go(page);
    else showError();
    document.getElementById(`question-${question}`)?.focus();
  }

  const setSubmitting = (value: boolean) => {
    submitting = value;
    primary.disabled = value;
    primary.textContent = value ? texts.submitting : texts.submit;
  };

  async function submit() {
    const missing = questions.findIndex((q) => q.required && !answered(answers[q.id]));
    if (missing >= 0) return point(missing, texts.required);
    setSubmitting(true);
    notice.textContent = '';
    const reply = await completeQuestionnaire(token, { answers: { ...answers }, position: position() });
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
    point(refused, answered(answers[questions[refused].id]) ? texts.check : texts.required);
  }

  back.addEventListener('click', () => go(step - 1));
  // Next and Submit are the form's submit button: Enter on an answer goes on too.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submitting || finished) return;
    if (step === pages.length - 1) return void submit();
    const missing = pages[step].find((i) => questions[i].required && !answered(answers[questions[i].id]));
    if (missing !== undefined) return point(missing, texts.required);
    error = null;
    go(step + 1);
  });

  showStep(false);
  // Answers the browser kept and the server never confirmed (a reload without a connection).
  if (options.start.unsaved) keep(options.start.draft, true);
}
