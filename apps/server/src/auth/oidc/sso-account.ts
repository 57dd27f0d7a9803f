import type { TSignInTokenClaims } from '@opinio/domain/schemas/auth';
import type { Kysely } from 'kysely';
import { userUniverses } from '#auth/principal.ts';
import type { DB } from '#db/schema.ts';
import { forbidden, HttpError } from '#lib/http-error.ts';

export interface SsoAccount {
  id: number;
  username: string;
  isRoot: boolean;
}

/**
 * Our user for verified token claims, by preferred_username. We never create users: a
 * name we do not know is refused. A user bound to an issuer (users.sso_issuer) is
 * admitted only with that issuer's tokens.
 */
export async function ssoAccount(
  db: Kysely<DB>,
  claims: TSignInTokenClaims,
  issuer: string,
): Promise<SsoAccount> {
  const username = claims.preferred_username;
  if (!username)
    throw forbidden('The sign-in token carries no user name (preferred_username)', { code: 'unknown_user' });
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'is_root', 'sso_issuer'])
    .where('username', '=', username)
    .executeTakeFirst();
  if (!user || (user.sso_issuer !== null && user.sso_issuer !== issuer)) {
    throw new HttpError(
      { code: 'unknown_user' },
      `${username} has no Opinio account; ask your administrator to add you`,
    );
  }
  return { id: user.id, username: user.username, isRoot: user.is_root };
}

/**
 * The universe to sign in to: the one asked for (it must be one of the user's), else the
 * token's universe claim, else the host's universe, else the user's first. The token only
 * chooses among the user's own universes: it never grants one (nor any role).
 */
export async function ssoUniverse(
  db: Kysely<DB>,
  account: SsoAccount,
  wanted: { universeName?: string; claimUniverse?: string; hostUniverseId: number | null },
): Promise<{ id: number; name: string }> {
  const universes = await userUniverses(db, { id: account.id, isRoot: account.isRoot });
  if (wanted.universeName) {
    const universe = universes.find((u) => u.name === wanted.universeName);
    if (!universe)
      throw new HttpError(
        { code: 'no_universe', params: { universe: wanted.universeName } },
        `You have no access to universe ${wanted.universeName}`,
      );
    return universe;
  }
  const universe =
    universes.find((u) => u.name === wanted.claimUniverse) ??
    universes.find((u) => u.id === wanted.hostUniverseId) ??
    universes[0];
  if (!universe) throw new HttpError({ code: 'no_universe' }, 'Your account has no access to any universe');
  return universe;
}
