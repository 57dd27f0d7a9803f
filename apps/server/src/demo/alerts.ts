import { mapText } from '@opinio/domain/localized-text';
import type { TAlertState } from '@opinio/domain/schemas/alerts';
import type { Kysely } from 'kysely';
import { managerOf } from '#alerts/alert-assignee.ts';
import { insertAlerts, type NewAlert, universeMembers } from '#alerts/alert-repository.ts';
import type { DB } from '#db/schema.ts';
import { SurveyCatalog } from '#surveys/survey-catalog.ts';

/** How many of the latest detractors get an alert in the demo. */
const DEMO_ALERTS = 300;
const HOUR_MS = 3_600_000;
/** The demo's alert rule, named in every language. @internal */
export const DEMO_RULE_NAME = { en: 'NPS 0-6', fi: 'NPS 0–6', sv: 'NPS 0–6' };
const RESOLUTIONS = ['Called the customer and apologised', 'Gift card sent', 'Discussed with the team'];

/** A state for the n-th newest alert: recent ones open, older ones mostly done. */
function demoState(n: number, ageDays: number): TAlertState {
  if (ageDays < 3) return n % 3 === 0 ? 'in_progress' : 'new';
  if (ageDays < 14) return (['new', 'in_progress', 'in_progress', 'solved'] as const)[n % 4];
  return n % 5 === 0 ? 'closed' : 'solved';
}

/**
 * The demo's alert rule "NPS 0-6" and alerts in every state for the latest detractors.
 * Derived from the seeded interviews: no interview is added and no demo number changes.
 */
export async function seedDemoAlerts(db: Kysely<DB>, universeId: number, surveyExtName: string, now: Date) {
  const survey = await new SurveyCatalog(db).survey(universeId, surveyExtName);
  const nps = survey?.questionsByExtName.get('nps');
  if (!survey || !nps) return;
  const rule = await db
    .insertInto('alert_rules')
    .values({
      universe_id: universeId,
      survey_id: survey.id,
      name: JSON.stringify(DEMO_RULE_NAME),
      condition: JSON.stringify({ question: 'nps', op: '<=', value: 6 }),
      due_hours: 72,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const detractors = await db
    .selectFrom('interviews as i')
    .innerJoin('answers as a', 'a.interview_id', 'i.id')
    .select(['i.id', 'i.unit_id', 'i.interview_date', 'a.value'])
    .where('i.survey_id', '=', survey.id)
    .where('a.question_id', '=', nps.id)
    .where('a.value', '<=', 6)
    .orderBy('i.interview_date', 'desc')
    .orderBy('i.id', 'desc')
    .limit(DEMO_ALERTS)
    .execute();
  const members = await universeMembers(db, universeId);
  const alerts: NewAlert[] = detractors.flatMap((d, n) => {
    const unit = survey.organisation.unitsById.get(d.unit_id);
    if (!unit) return [];
    const created = new Date(d.interview_date);
    const state = demoState(n, (now.getTime() - created.getTime()) / (24 * HOUR_MS));
    const done = state === 'solved' || state === 'closed';
    return [
      {
        interviewId: Number(d.id),
        unitId: unit.id,
        ruleId: rule.id,
        title: DEMO_RULE_NAME,
        description: mapText(nps.titleTexts, (question) => `${question}: ${d.value}`),
        assigneeUserId: managerOf(unit, members),
        dueAt: new Date(created.getTime() + 72 * HOUR_MS),
        state,
        resolution: done ? RESOLUTIONS[n % RESOLUTIONS.length] : null,
        createdAt: created,
      },
    ];
  });
  // Oldest first: ids grow with time, as they do for alerts opened by new interviews.
  const created = await insertAlerts(db, survey, alerts.reverse());
  const history = created
    .filter((a) => a.state !== 'new')
    .map((a) => ({
      universe_id: universeId,
      alert_id: a.id,
      user_id: a.assigneeUserId,
      change: JSON.stringify({ state: { from: 'new', to: a.state } }),
    }));
  if (history.length > 0) await db.insertInto('alert_events').values(history).execute();
}
