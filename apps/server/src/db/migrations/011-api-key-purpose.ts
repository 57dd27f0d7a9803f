/**
 * What an API key is for: 'ingest' writes interviews (/api/v1), 'bigscreen' only reads the
 * big screen. A big-screen token sits in a TV's address bar, so it must never write.
 */
export const name = 'api-key-purpose';
export const statements = `
    ALTER TABLE api_keys ADD COLUMN purpose text NOT NULL DEFAULT 'ingest'
      CHECK (purpose IN ('ingest', 'bigscreen'));
`;
