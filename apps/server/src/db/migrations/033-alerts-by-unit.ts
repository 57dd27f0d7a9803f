/**
 * Alerts by survey, unit and id. The alert list reads a drill node's or a scope's alerts
 * newest first by their units: a store manager's page walked the survey's alerts of every
 * unit, 200 at a time, for the few of the store (docs/decisions/068-alert-list-by-unit.md).
 */
export const name = 'alerts-by-unit';

export const statements = `
    CREATE INDEX alerts_survey_unit ON alerts (survey_id, unit_id, id);
`;
