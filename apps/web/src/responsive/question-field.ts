import { TEXT_ANSWER_MAX } from '@opinio/domain/limits';
import type { TQuestionnaireQuestion } from '@opinio/domain/schemas/campaigns';
import { h, setAttribute } from './dom.ts';
import { fill, type Texts } from './texts.ts';

export type AnswerValue = number | string | undefined;

export interface QuestionField {
  node: HTMLElement;
  /** Marks the field invalid and points it at the error shown under it (null: no error). */
  setError(errorId: string | null): void;
}

interface FieldOptions {
  question: TQuestionnaireQuestion;
  value: AnswerValue;
  texts: Texts;
  /** The question's heading: the name of its group or field. */
  titleId: string;
  onChange: (value: AnswerValue) => void;
}

/**
 * The answer field of one question: a row of buttons for NPS and scales with what their ends
 * mean under them, radios, or a text box.
 */
export function questionField(options: FieldOptions): QuestionField {
  const { question } = options;
  if (question.kind === 'text') return textAnswer(options);
  if (question.kind === 'choice') return radioGroup(options, 'choices', question.options, null);
  const min = question.min ?? 0;
  const max = question.max ?? 10;
  const points = Array.from({ length: Math.max(max - min + 1, 0) }, (_, i) => min + i);
  return radioGroup(
    options,
    question.kind === 'nps' ? 'rating nps' : 'rating',
    points.map((p) => ({ value: p, label: String(p) })),
    question.ends && [question.ends.low, question.ends.high],
  );
}

/**
 * Native radios (arrow keys move and choose, one tab stop) in a radio group named by the
 * question's heading; the rows of numbers show their radios as buttons (responsive.css).
 */
function radioGroup(
  { question, value, titleId, onChange }: FieldOptions,
  className: string,
  choices: Array<{ value: number; label: string }>,
  anchors: [string, string] | null,
): QuestionField {
  const anchorsId = `${question.id}-anchors`;
  const group = h('div', {
    role: 'radiogroup',
    class: className,
    'aria-labelledby': titleId,
    'aria-required': question.required || undefined,
  });
  if (className.startsWith('rating')) group.style.setProperty('--points', String(choices.length));
  for (const choice of choices) {
    const input = h('input', { type: 'radio', name: `answer-${question.id}`, value: choice.value });
    input.checked = value === choice.value;
    input.addEventListener('change', () => onChange(choice.value));
    group.append(h('label', { class: 'option' }, input, h('span', {}, choice.label)));
  }
  const first = choices[0]?.label;
  const last = choices[choices.length - 1]?.label;
  const scaleEnds =
    anchors &&
    h(
      'p',
      { class: 'anchors', id: anchorsId },
      h('span', {}, `${first} = ${anchors[0]}`),
      h('span', {}, `${last} = ${anchors[1]}`),
    );
  const describe = (errorId: string | null) =>
    setAttribute(
      group,
      'aria-describedby',
      [scaleEnds ? anchorsId : null, errorId].filter(Boolean).join(' ') || undefined,
    );
  describe(null);
  return {
    node: h('div', {}, group, scaleEnds),
    setError(errorId) {
      setAttribute(group, 'aria-invalid', errorId ? 'true' : undefined);
      describe(errorId);
    },
  };
}

/**
 * Free text, labelled by the question's heading (its <label>), no longer than the server
 * keeps (one limit for the draft and the completion): a counter under it, and a message
 * read out once the limit is reached.
 */
function textAnswer({ question, value, texts, onChange }: FieldOptions): QuestionField {
  const max = TEXT_ANSWER_MAX;
  const lengthId = `${question.id}-length`;
  const area = h('textarea', { id: `answer-${question.id}`, class: 'text-answer', maxlength: max, rows: 6 });
  area.value = typeof value === 'string' ? value : '';
  const counter = h('p', { class: 'text-length', id: lengthId });
  const limit = h('p', { class: 'text-limit', role: 'status' });
  const showLength = () => {
    const count = area.value.length;
    counter.textContent = fill(texts.textLength, { count, max });
    limit.textContent = count >= max ? fill(texts.textAtLimit, { max }) : '';
  };
  showLength();
  area.addEventListener('input', () => {
    showLength();
    onChange(area.value === '' ? undefined : area.value);
  });
  const describe = (errorId: string | null) =>
    setAttribute(area, 'aria-describedby', [lengthId, errorId].filter(Boolean).join(' '));
  describe(null);
  return {
    node: h('div', {}, area, counter, limit),
    setError(errorId) {
      setAttribute(area, 'aria-invalid', errorId ? 'true' : undefined);
      describe(errorId);
    },
  };
}
