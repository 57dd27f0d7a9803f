/**
 * Alerts by survey and id. The alert list of a whole survey (an administrator's, without a
 * unit below the root) reads its newest alerts first: by `alerts_survey_unit` the database
 * gathered every alert of the survey and sorted them for the page's 21, where this index
 * reads the 21 from its end (docs/decisions/068-alert-list-by-unit.md).
 */
export const name = 'alerts-newest';

export const statements = `
    CREATE INDEX alerts_survey_newest ON alerts (survey_id, id);
`;
