import type { CampaignFilterValue } from '@opinio/domain/filter-values';
import { badRequest } from '#lib/http-error.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import type { CampaignCondition } from './query-spec.ts';

/**
 * The campaign filter's condition: the campaign must be one of the survey's, or the
 * filter answers 400 (never a silent zero).
 */
export function campaignCondition(
  survey: SurveyModel,
  filterName: string,
  value: CampaignFilterValue,
): CampaignCondition {
  if (!survey.campaigns.some((c) => c.id === value.campaignId)) {
    throw badRequest(
      `Filter "${filterName}": survey ${survey.extName} has no campaign ${value.campaignId}`,
      filterName,
      { code: 'invalid_filter', params: { filter: filterName, value: String(value.campaignId) } },
    );
  }
  return { kind: 'campaign', ...value };
}
