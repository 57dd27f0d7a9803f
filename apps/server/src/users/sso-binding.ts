import type { TSsoProvider } from '@opinio/domain/schemas/users';
import type { Kysely, Transaction } from 'kysely';
import { issuerFor } from '#auth/oidc/issuer.ts';
import type { DB } from '#db/schema.ts';
import { badRequest } from '#lib/http-error.ts';

/**
 * The identity providers of the universe's single sign-on hosts, each by its issuer (as
 * sign-in derives it) with the hosts that use it: what a user may be bound to (users.sso_issuer).
 */
export async function ssoProviders(
  db: Kysely<DB> | Transaction<DB>,
  universeId: number,
): Promise<TSsoProvider[]> {
  const rows = await db
    .selectFrom('client_configs')
    .select(['domain', 'idp_url', 'realm'])
    .where('universe_id', '=', universeId)
    .orderBy('domain')
    .execute();
  const hosts = new Map<string, string[]>();
  for (const row of rows) {
    const issuer = issuerFor(row);
    hosts.set(issuer, [...(hosts.get(issuer) ?? []), row.domain]);
  }
  return [...hosts].map(([issuer, domains]) => ({ issuer, hosts: domains }));
}

/**
 * A binding to set: null (not bound), the one the user has (kept though its host may since
 * have gone), or the issuer of one of the universe's hosts; else 400 naming `ssoIssuer`.
 */
export async function checkSsoIssuer(
  db: Kysely<DB> | Transaction<DB>,
  universeId: number,
  issuer: string | null,
  current: string | null,
): Promise<void> {
  if (issuer === null || issuer === current) return;
  const providers = await ssoProviders(db, universeId);
  if (providers.some((p) => p.issuer === issuer)) return;
  throw badRequest(`${issuer} is not the issuer of a single sign-on host of this universe`, 'ssoIssuer', {
    code: 'invalid_value',
  });
}
