import { CAMPAIGN_MESSAGE_STATES, campaignTable } from './campaign-table.ts';
import type { CampaignCondition } from './query-spec.ts';
import type { SqlParams } from './sql-params.ts';

/**
 * A semi-join on the survey's campaign side table (one row per message of a contact
 * who answered): the interview matches when any message of the campaign passes.
 */
export function compileCampaignCondition(
  c: CampaignCondition,
  surveyTableName: string,
  params: SqlParams,
): string {
  const parts = [`campaign_id = ${params.add({ type: 'INTEGER', value: c.campaignId })}`];
  if (c.state !== 'any') {
    const code = CAMPAIGN_MESSAGE_STATES.indexOf(c.state);
    if (code < 0) throw new Error(`Not a message state: ${c.state}`);
    parts.push(`state = ${params.add({ type: 'UTINYINT', value: code })}`);
  }
  if (c.opened !== 'any') parts.push(c.opened === 'yes' ? 'opened' : 'NOT opened');
  if (c.clicked !== 'any') parts.push(c.clicked === 'yes' ? 'clicked' : 'NOT clicked');
  if (c.days !== null) {
    if (c.days < 0) throw new Error(`Not a number of days: ${c.days}`);
    parts.push(`days BETWEEN 0 AND ${params.add({ type: 'INTEGER', value: c.days })}`);
  }
  return `id IN (SELECT interview_id FROM ${campaignTable(surveyTableName)} WHERE ${parts.join(' AND ')})`;
}
