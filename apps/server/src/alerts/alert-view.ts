import { type TAlertSummary, type TAlertTitleNames, ZAlertCondition } from '@opinio/domain/schemas/alerts';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { commentQuestionIds, type SurveyModel, surveyText } from '#surveys/survey-model.ts';
import { personName } from '#users/person-name.ts';
import type { AlertListRow, AlertRow } from './alert-repository.ts';
import { type AlertTrigger, alertTitle, alertTrigger, alertTriggers } from './alert-title.ts';
import { type InterviewSummary, interviewSummaries } from './interview-summaries.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Characters of the interview's comment an alert row shows. */
const EXCERPT_LENGTH = 160;

function excerpt(text: string | null): string | null {
  if (text === null) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/**
 * What the title names besides the unit: the interview's score (the rule is on the survey's
 * NPS question), another answer, or only the rule (a script's rule, a question gone).
 */
function titleNames(survey: SurveyModel, trigger: AlertTrigger | null): TAlertTitleNames {
  if (trigger === null) return 'rule';
  const npsQuestion = survey.indicators.find((i) => i.kind === 'nps')?.question.id;
  return trigger.questionId === npsQuestion && typeof trigger.value === 'number' ? 'score' : 'answer';
}

/**
 * An alert as lists show it: its title says what happened where, computed here from what
 * is stored (the rule, the triggering answer, the unit) in the model's language; the
 * alert keeps its rule's name as it was when it opened.
 */
function alertSummary(
  survey: SurveyModel,
  r: AlertRow,
  interview: Pick<InterviewSummary, 'nps' | 'comment'> | undefined,
  trigger: AlertTrigger | null,
): TAlertSummary {
  const unitTitle = survey.organisation.unitsById.get(r.unit_id)?.title ?? '';
  return {
    id: Number(r.id),
    interviewId: Number(r.interview_id),
    title: alertTitle(
      { trigger, ruleName: r.title, unitTitle },
      survey.locale ?? survey.defaultLocale,
      survey.defaultLocale,
    ),
    titleNames: titleNames(survey, trigger),
    ruleName: surveyText(survey, r.title),
    description: surveyText(survey, r.description),
    state: r.state,
    unitTitle,
    assignee: r.username === null ? null : personName({ ...r, username: r.username }),
    dueAt: iso(r.due_at),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    score: interview?.nps ?? null,
    excerpt: excerpt(interview?.comment ?? null),
  };
}

/** Alert rows with their interviews' score and comment, read in one query. */
export async function alertSummaries(
  db: Kysely<DB>,
  survey: SurveyModel,
  rows: readonly AlertRow[],
): Promise<TAlertSummary[]> {
  const ids = [...new Set(rows.map((r) => Number(r.interview_id)))];
  const interviews = new Map((await interviewSummaries(db, survey, ids)).map((i) => [i.id, i]));
  const triggers = await alertTriggers(
    db,
    survey,
    rows.map((r) => ({ interviewId: Number(r.interview_id), ruleId: r.rule_id })),
  );
  return rows.map((r) =>
    alertSummary(
      survey,
      r,
      interviews.get(Number(r.interview_id)),
      triggers.get(`${Number(r.interview_id)}:${r.rule_id}`) ?? null,
    ),
  );
}

/**
 * The alert list's rows (`alertListRows`: each with its rule's condition and its interview's
 * answers) as `alertSummaries` makes them: the score of the survey's first NPS indicator,
 * the first answer to a comment question (by question) as the comment, the title from the
 * rule's question.
 */
export function alertListSummaries(survey: SurveyModel, rows: readonly AlertListRow[]): TAlertSummary[] {
  const npsQuestion = survey.indicators.find((i) => i.kind === 'nps')?.question.id ?? -1;
  const commentIds = new Set(commentQuestionIds(survey));
  return rows.map((r) => {
    const answers = (r.answers ?? []).map(([questionId, value, textValue]) => ({
      questionId,
      value: value === null ? null : Number(value),
      textValue,
    }));
    const comment = answers
      .filter((a) => commentIds.has(a.questionId) && a.textValue !== null && a.textValue !== '')
      .sort((a, b) => a.questionId - b.questionId)[0];
    const condition =
      r.rule_condition === null ? null : (ZAlertCondition.safeParse(r.rule_condition).data ?? null);
    return alertSummary(
      survey,
      r,
      {
        nps: answers.find((a) => a.questionId === npsQuestion)?.value ?? null,
        comment: comment?.textValue ?? null,
      },
      alertTrigger(survey, condition, answers),
    );
  });
}
