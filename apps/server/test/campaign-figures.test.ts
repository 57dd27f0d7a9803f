import { describe, expect, it } from 'vitest';
import { expectPossibleCampaignFigures } from './campaign-invariants.ts';
import { DATABASE_KINDS, seededTestDatabase, TEST_NOW } from './harness.ts';

describe.each(DATABASE_KINDS)('the demo campaigns add up (%s)', (kind) => {
  it('every campaign, at every unit and day by day: answered, clicked, opened within delivered; finished ones completed', async () => {
    const database = await seededTestDatabase(kind, 3000);
    try {
      const surveys = await database.db
        .selectFrom('surveys')
        .innerJoin('campaigns', 'campaigns.survey_id', 'surveys.id')
        .select(['surveys.id', 'surveys.universe_id as universeId'])
        .distinct()
        .execute();
      expect(surveys.length).toBeGreaterThan(0);
      let checked = 0;
      for (const survey of surveys)
        checked += await expectPossibleCampaignFigures(database.db, survey, TEST_NOW);
      expect(checked).toBe(3);
    } finally {
      await database.close();
    }
  });
});
