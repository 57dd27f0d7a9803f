/**
 * A host whose universe signs in with single sign-on only: password sign-in is refused there,
 * except a root user's (the break-glass account, so that a broken provider locks no one out).
 */
export const name = 'sso-only';

export const statements = `
    ALTER TABLE client_configs ADD COLUMN sso_only boolean NOT NULL DEFAULT false;
`;
