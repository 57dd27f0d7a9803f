import type { NewAnswer } from '#ingestion/insert-interviews.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

/** An interview as a script gets it: answers by question extName (a choice's option value). */
export interface ScriptInterview {
  id: number | null;
  externalId: string | null;
  /** ISO date-time. */
  date: string;
  /** extName of the organisation unit. */
  unit: string | null;
  answers: Record<string, number | string | null>;
}

export function scriptInterview(
  survey: SurveyModel,
  interview: {
    id?: number | null;
    externalId: string | null;
    date: Date;
    unitId: number;
    answers: readonly NewAnswer[];
  },
): ScriptInterview {
  const byId = new Map(survey.questions.map((q) => [q.id, q]));
  const answers: Record<string, number | string | null> = {};
  for (const answer of interview.answers) {
    const question = byId.get(answer.questionId);
    if (question) answers[question.extName] = answer.textValue ?? answer.value;
  }
  return {
    id: interview.id ?? null,
    externalId: interview.externalId,
    date: interview.date.toISOString(),
    unit: survey.organisation.unitsById.get(interview.unitId)?.extName ?? null,
    answers,
  };
}
