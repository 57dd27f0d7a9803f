import { describe, expect, it } from 'vitest';
import { compileCampaignCondition } from './compile-campaign.ts';
import { SqlParams } from './sql-params.ts';

describe('the campaign condition', () => {
  const base = {
    kind: 'campaign',
    campaignId: 12,
    days: null,
    state: 'any',
    opened: 'any',
    clicked: 'any',
  } as const;

  it('is a semi-join on the survey campaign table, all conditions on the same message', () => {
    const params = new SqlParams();
    expect(compileCampaignCondition(base, 'survey_3', params)).toBe(
      'id IN (SELECT interview_id FROM survey_3_campaign WHERE campaign_id = CAST(12 AS INTEGER))',
    );
    expect(params.list).toEqual([]);
    const more = new SqlParams();
    expect(
      compileCampaignCondition(
        { ...base, days: 7, state: 'delivered', opened: 'yes', clicked: 'no' },
        'survey_3',
        more,
      ),
    ).toBe(
      'id IN (SELECT interview_id FROM survey_3_campaign WHERE campaign_id = CAST(12 AS INTEGER) AND state = CAST(1 AS UTINYINT) AND opened AND NOT clicked AND days BETWEEN 0 AND CAST(7 AS INTEGER))',
    );
    expect(more.list).toEqual([]);
  });

  it('refuses values that could only come from a bug', () => {
    expect(() =>
      compileCampaignCondition({ ...base, campaignId: 1.5 }, 'survey_3', new SqlParams()),
    ).toThrow();
    expect(() => compileCampaignCondition({ ...base, days: -1 }, 'survey_3', new SqlParams())).toThrow();
  });
});
