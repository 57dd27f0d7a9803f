import { describe, expect, it } from 'vitest';
import { compileCampaignCondition } from './campaign-condition.ts';

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
    expect(compileCampaignCondition(base, 'survey_3')).toBe(
      'id IN (SELECT interview_id FROM survey_3_campaign WHERE campaign_id = 12)',
    );
    expect(
      compileCampaignCondition(
        { ...base, days: 7, state: 'delivered', opened: 'yes', clicked: 'no' },
        'survey_3',
      ),
    ).toBe(
      'id IN (SELECT interview_id FROM survey_3_campaign WHERE campaign_id = 12 AND state = 1 AND opened AND NOT clicked AND days BETWEEN 0 AND 7)',
    );
  });

  it('refuses values that could only come from a bug', () => {
    expect(() => compileCampaignCondition({ ...base, campaignId: 1.5 }, 'survey_3')).toThrow();
    expect(() => compileCampaignCondition({ ...base, days: -1 }, 'survey_3')).toThrow();
  });
});
