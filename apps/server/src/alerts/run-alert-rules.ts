import { resolveText } from '@opinio/domain/localized-text';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { FastifyBaseLogger } from 'fastify';
import type { ValidatedInterview } from '../ingestion/validate-batch.ts';
import { scriptVerdicts } from '../scripts/script-conditions.ts';
import type { Services } from '../services.ts';
import type { SurveyModel } from '../surveys/survey-model.ts';
import { managerOf } from './alert-assignee.ts';
import { conditionDescription, conditionHolds } from './alert-condition.ts';
import { enabledRules, insertAlerts, type NewAlert, universeMembers } from './alert-repository.ts';

export interface IngestedInterview extends ValidatedInterview {
  id: number;
}

const HOUR_MS = 3_600_000;

/**
 * Runs the survey's alert rules on new interviews: each rule that holds opens an alert
 * assigned to the unit's manager, who gets a mail when the rule says so and SMTP is set.
 * Answers the new alerts.
 */
export async function runAlertRules(
  services: Services,
  survey: SurveyModel,
  interviews: readonly IngestedInterview[],
  log: FastifyBaseLogger,
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
  const created = await insertAlerts(db, survey, planned);
  if (services.config.smtpUrl) {
    const plans = new Map(planned.map((p) => [`${p.interviewId}:${p.ruleId}`, p]));
    for (const alert of created) {
      const plan = plans.get(`${alert.interviewId}:${alert.ruleId}`);
      const assignee = members.find((m) => m.userId === alert.assigneeUserId);
      if (!plan?.notify || !assignee?.email) continue;
      // The rule's name and the answer in the assignee's language.
      const text = (t: TLocalizedText) => resolveText(t, assignee.locale, survey.defaultLocale);
      services.mailer.sendInBackground(
        {
          to: assignee.email,
          subject: `New alert: ${text(plan.title)}`,
          text: `${text(plan.description)}\n\n${services.config.publicUrl}/alert/${encodeURIComponent(survey.extName)}/${alert.id}`,
        },
        log,
      );
    }
  }
  return created;
}
