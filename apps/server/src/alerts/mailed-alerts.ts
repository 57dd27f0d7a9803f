import { resolveText } from '@opinio/domain/localized-text';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import type { MailedAlert } from './alert-digest-mail.ts';
import { alertTitle, alertTriggers, triggerScore } from './alert-title.ts';
import { interviewSummaries } from './interview-summaries.ts';

/** The link to one alert's page. */
const alertLink = (publicUrl: string, surveyExtName: string, alertId: number) =>
  `${publicUrl}/alert/${encodeURIComponent(surveyExtName)}/${alertId}`;

/**
 * Alerts as their mail tells them, in `locale`, read from what is stored (the alert, its
 * rule, the triggering answer, the interview's comment), in the order of their ids.
 * `db` may be the transaction that opened them.
 */
export async function mailedAlerts(
  db: Kysely<DB>,
  survey: SurveyModel,
  alertIds: readonly number[],
  locale: TLocale,
  publicUrl: string,
): Promise<Array<MailedAlert & { id: number }>> {
  if (alertIds.length === 0) return [];
  const rows = await db
    .selectFrom('alerts')
    .select(['id', 'interview_id', 'rule_id', 'unit_id', 'title', 'description', 'due_at'])
    .where('universe_id', '=', survey.universeId)
    .where('id', 'in', [...alertIds])
    .orderBy('id')
    .execute();
  const interviewIds = [...new Set(rows.map((r) => Number(r.interview_id)))];
  const comments = new Map(
    (await interviewSummaries(db, survey, interviewIds)).map((i) => [i.id, i.comment] as const),
  );
  const triggers = await alertTriggers(
    db,
    survey,
    rows.map((r) => ({ interviewId: Number(r.interview_id), ruleId: r.rule_id })),
  );
  const text = (t: Parameters<typeof resolveText>[0]) => resolveText(t, locale, survey.defaultLocale);
  return rows.map((r) => {
    const trigger = triggers.get(`${Number(r.interview_id)}:${r.rule_id}`) ?? null;
    const unitTitle = survey.organisation.unitsById.get(r.unit_id)?.title ?? '';
    return {
      id: Number(r.id),
      title: alertTitle({ trigger, ruleName: r.title, unitTitle }, locale, survey.defaultLocale),
      ruleName: text(r.title),
      unitTitle,
      score: trigger ? triggerScore(trigger, locale, survey.defaultLocale) : null,
      description: text(r.description),
      comment: comments.get(Number(r.interview_id)) ?? null,
      dueAt: r.due_at === null ? null : new Date(r.due_at),
      link: alertLink(publicUrl, survey.extName, Number(r.id)),
    };
  });
}
