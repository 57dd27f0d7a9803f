/**
 * The names of a view's hierarchy levels (level 1, the root, first), each a text by
 * language: "Company", "Region", "Store". Empty: the levels are not named.
 */
export const name = 'view-level-names';

export const statements = `
    ALTER TABLE views ADD COLUMN level_names jsonb NOT NULL DEFAULT '[]';
`;
