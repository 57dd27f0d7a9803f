import { type NpsCategory, npsCategory } from '@opinio/domain/indicators';
import type { TInterviewAnswer } from '@opinio/domain/schemas/interviews';
import type { TSurvey } from '@opinio/domain/schemas/survey';

export const NPS_COLOUR: Record<NpsCategory, 'error' | 'warning' | 'success'> = {
  detractor: 'error',
  passive: 'warning',
  promoter: 'success',
};

export type AnswerDisplay =
  | { kind: 'nps'; value: number; category: NpsCategory }
  | { kind: 'score'; value: number; min: number; max: number; fraction: number }
  | { kind: 'number'; text: string }
  | { kind: 'choice'; text: string }
  | { kind: 'text'; text: string };

/**
 * How an answer is shown. With the survey (signed in), NPS questions are those of an NPS
 * indicator and numbers with a range are scores; a shared view has no survey and takes a
 * 0-10 question named "nps" as NPS.
 */
export function answerDisplay(answer: TInterviewAnswer, survey: TSurvey | null): AnswerDisplay {
  if (answer.type === 'text') return { kind: 'text', text: answer.text };
  if (answer.type === 'choice') return { kind: 'choice', text: answer.text };
  const value = answer.value;
  if (value === null) return { kind: 'number', text: answer.text };
  const isNps = survey
    ? survey.indicators.some((i) => i.kind === 'nps' && i.questionExtName === answer.question)
    : answer.question === 'nps' && value >= 0 && value <= 10;
  if (isNps) return { kind: 'nps', value, category: npsCategory(value) };
  const question = survey?.questions.find((q) => q.extName === answer.question);
  if (question && question.min !== null && question.max !== null && question.max > question.min) {
    // A scale from 0 or 1 fills up to value / max (1 of 1-5 shows a fifth, not nothing).
    const fraction =
      question.min >= 0
        ? Math.min(1, Math.max(0, value / question.max))
        : Math.min(1, Math.max(0, (value - question.min) / (question.max - question.min)));
    return { kind: 'score', value, min: question.min, max: question.max, fraction };
  }
  return { kind: 'number', text: answer.text };
}
