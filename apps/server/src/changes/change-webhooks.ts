import type { DetectedChange } from '@opinio/domain/changes/detect-changes';
import { pathFor } from '@opinio/domain/routes';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { chatText } from '#lib/chat-text.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { unitDrillPath } from './change-cells.ts';
import { changeSubject } from './change-subjects.ts';

/** A change's id beside its figures, as the run stored it. */
export type OpenedChange = DetectedChange & { id: string };

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
const signed = (value: number, decimals: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(decimals)}`;

/**
 * Tells the universe's webhook endpoints of the changes a run found new
 * (`change.detected`, one delivery per change), in the run's transaction: the sentence the
 * panel shows, in the survey's default language, with a link to the unit's dashboard.
 */
export function queueChangeWebhooks(
  services: Pick<Services, 'config' | 'webhooks'>,
  trx: Kysely<DB>,
  survey: SurveyModel,
  opened: readonly OpenedChange[],
): Promise<number> {
  if (opened.length === 0) return Promise.resolve(0);
  const page = survey.pages[0];
  return services.webhooks.queue(
    survey.universeId,
    'change.detected',
    async () =>
      opened.flatMap((change) => {
        const unit = survey.organisation.unitsById.get(Number(change.unitId));
        const indicator = changeSubject(survey, change.indicator);
        if (!unit || !indicator) return [];
        const path = unitDrillPath(survey, unit);
        const link = page
          ? `${services.config.publicUrl}${pathFor('page', { pageId: page.extName, surveyExtName: survey.extName, drillPath: path })}`
          : services.config.publicUrl;
        const decimals = indicator.kind === 'mean' ? Math.max(indicator.decimals, 1) : indicator.decimals;
        const verb = change.direction === 'down' ? 'fell' : 'rose';
        return [
          {
            text: `${chatText(indicator.title)} ${verb} at ${chatText(unit.title)}: ${change.historyValue.toFixed(decimals)} → ${change.recentValue.toFixed(decimals)} in the last ${change.window} days (${change.recentN} answers; change ${signed(change.difference, decimals)}, 95% interval ${signed(change.ciLow, decimals)} to ${signed(change.ciHigh, decimals)}) ${link}`,
            data: {
              change: {
                id: change.id,
                survey: survey.extName,
                unit: unit.title,
                unitPath: path,
                indicator: indicator.title,
                direction: change.direction,
                window: change.window,
                recentValue: round(change.recentValue, 4),
                recentN: change.recentN,
                historyValue: round(change.historyValue, 4),
                historyN: change.historyN,
                difference: round(change.difference, 4),
                ciLow: round(change.ciLow, 4),
                ciHigh: round(change.ciHigh, 4),
                qValue: change.qValue,
                link,
              },
            },
          },
        ];
      }),
    trx,
  );
}
