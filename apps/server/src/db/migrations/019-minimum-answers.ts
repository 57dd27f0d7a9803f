/**
 * A survey's minimum number of answers: a figure with fewer is not shown ("too few answers")
 * on the dashboard, the rankings and the big screen (docs/statistics.md).
 */
export const name = 'minimum-answers';

export const statements = `
    ALTER TABLE surveys ADD COLUMN min_answers int NOT NULL DEFAULT 5 CHECK (min_answers BETWEEN 1 AND 1000);
`;
