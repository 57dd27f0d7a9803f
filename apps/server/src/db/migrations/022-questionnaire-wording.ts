/**
 * How the respondent's questionnaire asks a question, apart from its title on dashboards:
 * its wording and a scale's end labels (texts by language, null: the title and the
 * defaults of the scale's kind), and the questionnaire page it is shown on (null: a page
 * of its own).
 */
export const name = 'questionnaire-wording';

export const statements = `
    ALTER TABLE questions ADD COLUMN wording jsonb;
    ALTER TABLE questions ADD COLUMN low_label jsonb;
    ALTER TABLE questions ADD COLUMN high_label jsonb;
    ALTER TABLE questions ADD COLUMN page smallint CHECK (page BETWEEN 1 AND 50);
`;
