/** Filter sets: a survey's standard and time filters, grouped as the sidebar shows them. */
export const name = 'filter-sets';
export const statements = `
    CREATE TABLE filter_sets (
      id serial PRIMARY KEY,
      universe_id int NOT NULL,
      survey_id int NOT NULL,
      type text NOT NULL CHECK (type IN ('standard', 'time')),
      -- [{ title, expanded, ungrouped, flatten, filters: [{ extName, title, target, question?, flags }] }]
      groups jsonb NOT NULL DEFAULT '[]',
      UNIQUE (survey_id, type),
      FOREIGN KEY (universe_id, survey_id) REFERENCES surveys(universe_id, id) ON DELETE CASCADE
    );
`;
