/** Product analytics events of the web app, e.g. 'linkable_hit' (docs/product.md). */
export const name = 'events';
export const statements = `
    -- Append-only. universe_id is null for events of signed-out visitors.
    CREATE TABLE events (
      id bigserial PRIMARY KEY,
      universe_id int REFERENCES universes(id) ON DELETE SET NULL,
      name text NOT NULL,
      properties jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX events_name_created ON events (name, created_at);
`;
