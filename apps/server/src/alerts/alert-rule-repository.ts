import { type TAlertRule, type TAlertRuleSave, ZAlertCondition } from '@opinio/domain/schemas/alerts';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { type SurveyModel, surveyText } from '#surveys/survey-model.ts';

/** A survey of a universe (every query is bounded by both), and the language rules are read in. */
export interface RuleRef extends Pick<SurveyModel, 'locale' | 'defaultLocale'> {
  universeId: number;
  surveyId: number;
}

type RuleFields = Omit<TAlertRuleSave, 'id'>;

function ruleQuery(db: Kysely<DB>, ref: RuleRef) {
  return db
    .selectFrom('alert_rules')
    .select(['id', 'name', 'condition', 'due_hours', 'notify', 'enabled', 'created_at'])
    .where('universe_id', '=', ref.universeId)
    .where('survey_id', '=', ref.surveyId);
}
type Row = Awaited<ReturnType<ReturnType<typeof ruleQuery>['execute']>>[number];

/** A rule whose stored condition does not parse (written by hand) is left out rather than failing the list. */
function toRule(ref: RuleRef, r: Row): TAlertRule[] {
  const condition = ZAlertCondition.safeParse(r.condition);
  if (!condition.success) return [];
  return [
    {
      id: r.id,
      name: surveyText(ref, r.name),
      localizedName: r.name,
      condition: condition.data,
      dueHours: r.due_hours,
      notify: r.notify,
      enabled: r.enabled,
      createdAt: new Date(r.created_at).toISOString(),
    },
  ];
}

/** The survey's rules, oldest first. */
export async function listAlertRules(db: Kysely<DB>, ref: RuleRef): Promise<TAlertRule[]> {
  return (await ruleQuery(db, ref).orderBy('id').execute()).flatMap((r) => toRule(ref, r));
}

export async function findAlertRule(
  db: Kysely<DB>,
  ref: RuleRef,
  id: number,
): Promise<TAlertRule | undefined> {
  const row = await ruleQuery(db, ref).where('id', '=', id).executeTakeFirst();
  return row && toRule(ref, row)[0];
}

const columns = (rule: RuleFields) => ({
  name: JSON.stringify(rule.name),
  condition: JSON.stringify(rule.condition),
  due_hours: rule.dueHours,
  notify: rule.notify,
  enabled: rule.enabled,
});

export async function insertAlertRule(db: Kysely<DB>, ref: RuleRef, rule: RuleFields): Promise<number> {
  const row = await db
    .insertInto('alert_rules')
    .values({ universe_id: ref.universeId, survey_id: ref.surveyId, ...columns(rule) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Answers whether the survey had the rule. */
export async function updateAlertRule(
  db: Kysely<DB>,
  ref: RuleRef,
  id: number,
  rule: RuleFields,
): Promise<boolean> {
  const result = await db
    .updateTable('alert_rules')
    .set(columns(rule))
    .where('universe_id', '=', ref.universeId)
    .where('survey_id', '=', ref.surveyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Alerts the rule opened stay, with their history; their rule_id becomes null (FK). */
export async function deleteAlertRule(db: Kysely<DB>, ref: RuleRef, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('alert_rules')
    .where('universe_id', '=', ref.universeId)
    .where('survey_id', '=', ref.surveyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
