/**
 * A survey's comment topics: its taxonomy of topics and keywords (the `topics` configuration
 * block, docs/text-analytics.md); NULL, or a JSON null once saved empty, when it has none.
 * The topics of each comment and the sentiment model are derived from the answers by the
 * read model, not stored.
 */
export const name = 'comment-topics';

export const statements = `
    ALTER TABLE surveys ADD COLUMN topics jsonb;
`;
