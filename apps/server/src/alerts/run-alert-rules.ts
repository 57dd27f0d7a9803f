import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { FastifyBaseLogger } from 'fastify';
import type { ValidatedInterview } from '#ingestion/validate-batch.ts';
import { scriptVerdicts } from '#scripts/script-conditions.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { managerOf } from './alert-assignee.ts';
import { conditionDescription, conditionHolds } from './alert-condition.ts';
import { type NotifiedAlert, queueAlertMails } from './alert-notifications.ts';
import { enabledRules, insertAlerts, type NewAlert, universeMembers } from './alert-repository.ts';
import { queueAlertWebhooks } from './alert-webhooks.ts';

export interface IngestedInterview extends ValidatedInterview {
  id: number;
}

const HOUR_MS = 3_600_000;

export interface AlertRunOptions {
  /** Within an import: its alerts gather in one digest per assignee ('import:<task id>'). */
  digestKey?: string;
}

/**
 * Runs the survey's alert rules on new interviews: each rule that holds opens an alert
 * assigned to the unit's manager, who is told by mail when the rule says so and SMTP is
 * set: the mail is written to the outbox with the alerts (alert-notifications.ts), one per
 * assignee for the batch, or one digest per assignee for a whole import. The universe's
 * webhook endpoints are told of each (`alert.created`). Answers the new alerts.
 */
export async function runAlertRules(
  services: Pick<Services, 'config' | 'database' | 'mailer' | 'sandbox' | 'webhooks'>,
  survey: SurveyModel,
  interviews: readonly IngestedInterview[],
  log: FastifyBaseLogger,
  options: AlertRunOptions = {},
) {
  const db = services.database.db;
  const rules = await enabledRules(db, survey);
  if (rules.length === 0 || interviews.length === 0) return [];
  const members = await universeMembers(db, survey.universeId);
  const scripted = rules.flatMap((rule) => ('script' in rule.condition ? [rule.condition.script] : []));
  const verdicts = await scriptVerdicts(services, survey, scripted, interviews, log);
  const now = Date.now();
  const planned: Array<NewAlert & { notify: boolean }> = [];
  for (const interview of interviews) {
    const unit = survey.organisation.unitsById.get(interview.unitId);
    if (!unit) continue;
    for (const rule of rules) {
      const { condition } = rule;
      let description: TLocalizedText;
      if ('script' in condition) {
        const verdict = verdicts.get(condition.script);
        if (!verdict?.has(interview.id)) continue;
        description = verdict.get(interview.id) ?? rule.name;
      } else {
        if (!conditionHolds(survey, condition, interview.answers)) continue;
        description = conditionDescription(survey, condition, interview.answers);
      }
      planned.push({
        interviewId: interview.id,
        unitId: unit.id,
        ruleId: rule.id,
        title: rule.name,
        description,
        assigneeUserId: managerOf(unit, members),
        dueAt: new Date(now + rule.dueHours * HOUR_MS),
        notify: rule.notify,
      });
    }
  }
  const notify = services.mailer.configured;
  const { created, queued, told } = await db.transaction().execute(async (trx) => {
    const created = await insertAlerts(trx, survey, planned);
    // the universe's webhook endpoints are told in the same transaction
    const told = await queueAlertWebhooks(
      services,
      trx,
      survey,
      'alert.created',
      created.map((a) => ({ id: a.id, state: a.state })),
    );
    if (!notify) return { created, queued: false, told };
    const plans = new Map(planned.map((p) => [`${p.interviewId}:${p.ruleId}`, p]));
    const memberById = new Map(members.map((m) => [m.userId, m]));
    // The new alerts whose rule mails, by assignee.
    const notified = new Map<number, { assignee: (typeof members)[number]; alerts: NotifiedAlert[] }>();
    for (const alert of created) {
      const plan = plans.get(`${alert.interviewId}:${alert.ruleId}`);
      const assignee = alert.assigneeUserId === null ? undefined : memberById.get(alert.assigneeUserId);
      if (!plan?.notify || !assignee?.email) continue;
      const entry = notified.get(assignee.userId) ?? { assignee, alerts: [] };
      entry.alerts.push({ id: alert.id });
      notified.set(assignee.userId, entry);
    }
    const queued = await queueAlertMails(services, trx, survey, notified, log, options.digestKey);
    return { created, queued, told };
  });
  if (queued) services.mailer.onQueued();
  if (told > 0) services.webhooks.wake();
  return created;
}
