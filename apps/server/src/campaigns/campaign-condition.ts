import type { CampaignFilterValue } from '@opinio/domain/filter-values';
import type { CampaignCondition } from '../analytics/query-spec.ts';
import { badRequest } from '../lib/http-error.ts';
import type { SurveyModel } from '../surveys/survey-model.ts';
import { CAMPAIGN_MESSAGE_STATES, campaignTable } from './campaign-table.ts';

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
    );
  }
  return { kind: 'campaign', ...value };
}

function int(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a whole number: ${n}`);
  return String(n);
}

/**
 * A semi-join on the survey's campaign side table (one row per message of a contact
 * who answered): the interview matches when any message of the campaign passes.
 */
export function compileCampaignCondition(c: CampaignCondition, surveyTableName: string): string {
  const parts = [`campaign_id = ${int(c.campaignId)}`];
  if (c.state !== 'any') {
    const code = CAMPAIGN_MESSAGE_STATES.indexOf(c.state);
    if (code < 0) throw new Error(`Not a message state: ${c.state}`);
    parts.push(`state = ${code}`);
  }
  if (c.opened !== 'any') parts.push(c.opened === 'yes' ? 'opened' : 'NOT opened');
  if (c.clicked !== 'any') parts.push(c.clicked === 'yes' ? 'clicked' : 'NOT clicked');
  if (c.days !== null) parts.push(`days BETWEEN 0 AND ${int(c.days)}`);
  return `id IN (SELECT interview_id FROM ${campaignTable(surveyTableName)} WHERE ${parts.join(' AND ')})`;
}
