import type { SsoClient } from './sso-client.ts';

// Type-only import: oidc-client-ts loads only on hosts with single sign-on (main.tsx).
let active: SsoClient | null = null;

/** Set once at start-up on a host with single sign-on (start-sso.ts). */
export function activateSso(client: SsoClient): void {
  active = client;
}

/** The single sign-on client, or null on a host with password sign-in. */
export function activeSso(): SsoClient | null {
  return active;
}
