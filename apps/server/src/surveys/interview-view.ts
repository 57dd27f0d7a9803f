import type { TInterviewAnswer } from '@opinio/domain/schemas/interviews';
import { ancestors, type SurveyModel, type UnitNode } from './survey-model.ts';

/** One interview with its answers, as read from PostgreSQL. */
export interface InterviewRow {
  id: number;
  unitId: number;
  externalId: string | null;
  date: Date;
  createdAt: Date;
  answers: Array<{ questionId: number; value: number | null; textValue: string | null }>;
}

/** Answers in the survey's question order, each with its title and a display text (hidden questions left out). */
export function answerViews(survey: SurveyModel, interview: InterviewRow): TInterviewAnswer[] {
  const byQuestion = new Map(interview.answers.map((a) => [a.questionId, a]));
  return survey.questions.flatMap((q) => {
    const answer = byQuestion.get(q.id);
    if (!answer || q.hidden) return [];
    const text =
      q.type === 'text'
        ? (answer.textValue ?? '')
        : q.type === 'choice'
          ? (q.options.find((o) => o.value === answer.value)?.title ?? String(answer.value ?? ''))
          : String(answer.value ?? '');
    return [{ question: q.extName, title: q.title, type: q.type, value: answer.value, text }];
  });
}

/** The unit with its drill path in the organisation view. */
export function unitView(survey: SurveyModel, unit: UnitNode) {
  const chain = ancestors(unit);
  return {
    extName: unit.extName,
    title: unit.title,
    drillPath: [survey.organisation.extName, ...chain.map((u) => u.extName)].join(','),
    segments: chain.map((u) => ({ extName: u.extName, title: u.title })),
  };
}
