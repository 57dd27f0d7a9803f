import { pathFor } from '@opinio/domain/routes';
import type { TPlan } from '@opinio/domain/schemas/plans';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { chatText } from '#lib/chat-text.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

const round = (value: number | null) => (value === null ? null : Number(value.toFixed(4)));

/** The outcome in the payload's sentence. */
const TARGET_WORDS = {
  met: 'target met',
  notMet: 'target not met',
  unknown: 'too few answers to judge the target',
};
const CHANGE_WORDS = {
  improved: 'a change beyond chance towards the target',
  worsened: 'a change beyond chance away from the target',
  same: 'no change beyond chance',
  unknown: 'too few answers to compare with the baseline',
};

/**
 * Tells the universe's webhook endpoints that a plan reached its due date (`plan.due`, once
 * per plan), in the transaction that marks it told: its target, the final outcome and a link
 * to the plans of its unit.
 */
export function queuePlanDueWebhook(
  services: Pick<Services, 'config' | 'webhooks'>,
  trx: Kysely<DB>,
  survey: SurveyModel,
  plan: TPlan,
): Promise<number> {
  return services.webhooks.queue(
    survey.universeId,
    'plan.due',
    async () => {
      const { outcome, indicator } = plan;
      // the plans of its unit, the plan open
      const link = `${services.config.publicUrl}${pathFor('plans', { surveyExtName: survey.extName, drillPath: plan.unit.path })}?plan=${plan.id}`;
      const side = plan.direction === 'atLeast' ? '≥' : '≤';
      const value =
        outcome.period.value === null ? 'not shown' : outcome.period.value.toFixed(indicator.decimals);
      return [
        {
          text: `Plan "${chatText(plan.title)}" at ${chatText(plan.unit.title)} is due (${plan.dueDate}): ${chatText(indicator.title)} ${value} against the target ${side} ${plan.target} (${outcome.period.n} answers): ${TARGET_WORDS[outcome.target]}, ${CHANGE_WORDS[outcome.change]}. ${link}`,
          data: {
            plan: {
              id: plan.id,
              survey: survey.extName,
              unit: plan.unit.title,
              unitPath: plan.unit.path,
              title: plan.title,
              owner: plan.owner?.username ?? null,
              dueDate: plan.dueDate,
              state: plan.state,
              indicator: indicator.title,
              direction: plan.direction,
              target: plan.target,
              outcome: {
                target: outcome.target,
                change: outcome.change,
                baseline: { ...outcome.baseline, value: round(outcome.baseline.value) },
                period: { ...outcome.period, value: round(outcome.period.value) },
                difference: round(outcome.difference),
                differenceLow: round(outcome.differenceLow),
                differenceHigh: round(outcome.differenceHigh),
              },
              link,
            },
          },
        },
      ];
    },
    trx,
  );
}
