import { resolveText } from '@opinio/domain/localized-text';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.ts';
import type { SurveyModel } from '../surveys/survey-model.ts';
import { managerOf } from './alert-assignee.ts';
import { type AnswerValue, conditionDescription, conditionHolds } from './alert-condition.ts';
import { enabledRules, insertAlerts, type NewAlert, universeMembers } from './alert-repository.ts';

export interface IngestedInterview {
  id: number;
  unitId: number;
  answers: readonly AnswerValue[];
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
  const now = Date.now();
  const planned: Array<NewAlert & { notify: boolean }> = [];
  for (const interview of interviews) {
    const unit = survey.organisation.unitsById.get(interview.unitId);
    if (!unit) continue;
    for (const rule of rules) {
      if (!conditionHolds(survey, rule.condition, interview.answers)) continue;
      planned.push({
        interviewId: interview.id,
        unitId: unit.id,
        ruleId: rule.id,
        title: rule.name,
        description: conditionDescription(survey, rule.condition, interview.answers),
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
