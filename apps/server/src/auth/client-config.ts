import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

export interface ClientConfig {
  domain: string;
  universeId: number | null;
  idpUrl: string;
  realm: string;
  clientId: string;
  /** Password sign-in is refused on the host, except a root user's. */
  ssoOnly: boolean;
}

/** The host name a request came to (X-Forwarded-Host behind a proxy), without port. */
export const requestDomain = (request: FastifyRequest) => request.hostname.split(':')[0];

/** The sign-in configuration of a host name; null: password sign-in. */
export async function clientConfigFor(db: Kysely<DB>, domain: string): Promise<ClientConfig | null> {
  const row = await db
    .selectFrom('client_configs')
    .select(['domain', 'universe_id', 'idp_url', 'realm', 'client_id', 'sso_only'])
    .where('domain', '=', domain)
    .executeTakeFirst();
  if (!row) return null;
  return {
    domain: row.domain,
    universeId: row.universe_id,
    idpUrl: row.idp_url,
    realm: row.realm,
    clientId: row.client_id,
    ssoOnly: row.sso_only,
  };
}

/** Whether the request's host takes single sign-on only (a root user's password aside). */
export async function isSsoOnlyHost(db: Kysely<DB>, request: FastifyRequest): Promise<boolean> {
  return (await clientConfigFor(db, requestDomain(request)))?.ssoOnly ?? false;
}
