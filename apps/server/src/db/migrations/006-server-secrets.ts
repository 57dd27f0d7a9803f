/** Secrets the server generates once and every API process shares (e.g. sharing links). */
export const name = 'server-secrets';
export const statements = `
    -- Not per tenant and never answered by any call; SHARING_SECRET overrides 'sharing'.
    CREATE TABLE server_secrets (
      name text PRIMARY KEY,
      value text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
`;
