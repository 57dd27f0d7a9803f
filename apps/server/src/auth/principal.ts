import { type TForwarding, ZForwarding } from '@opinio/domain/schemas/auth';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Who is calling: the user, the universe of their session and their membership in it.
 * While a root user impersonates, `user` is the user acted as and `impersonator` the root.
 */
export interface Principal {
  /** null: authenticated by a bearer token, without a session. */
  sessionId: string | null;
  persistent: boolean;
  user: {
    id: number;
    username: string;
    firstName: string;
    lastName: string;
    isRoot: boolean;
    locale: string;
  };
  universe: { id: number; name: string; title: string; forwarding: TForwarding | null };
  role: string;
  isUserAdmin: boolean;
  /** extName of the highest organisation unit the user may see; null: all. */
  scopeUnit: string | null;
  impersonator: { id: number; username: string; displayName: string } | null;
}

export const displayName = (user: { username: string; firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

/**
 * Loads the principal for a user in a universe. Root users are global: they may enter
 * any universe, with full scope, even without a membership.
 */
export async function loadPrincipal(
  db: Kysely<DB>,
  session: { sessionId: string | null; persistent: boolean; userId: number; universeId: number },
): Promise<Principal | null> {
  const [user, universe, membership] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'username', 'first_name', 'last_name', 'is_root', 'locale'])
      .where('id', '=', session.userId)
      .executeTakeFirst(),
    db
      .selectFrom('universes')
      .select(['name', 'title', 'settings'])
      .where('id', '=', session.universeId)
      .executeTakeFirst(),
    db
      .selectFrom('memberships')
      .select(['role', 'is_user_admin', 'scope_unit'])
      .where('universe_id', '=', session.universeId)
      .where('user_id', '=', session.userId)
      .executeTakeFirst(),
  ]);
  if (!user || !universe || (!membership && !user.is_root)) return null;
  return {
    sessionId: session.sessionId,
    persistent: session.persistent,
    user: {
      id: user.id,
      username: user.username,
      firstName: user.first_name,
      lastName: user.last_name,
      isRoot: user.is_root,
      locale: user.locale,
    },
    universe: {
      id: session.universeId,
      name: universe.name,
      title: universe.title,
      forwarding: ZForwarding.safeParse(universe.settings?.forwarding).data ?? null,
    },
    role: membership?.role ?? 'root',
    isUserAdmin: membership?.is_user_admin ?? user.is_root,
    scopeUnit: membership ? membership.scope_unit : null,
    impersonator: null,
  };
}

/** Universes a user may enter: their memberships, or every universe for root. */
export async function userUniverses(
  db: Kysely<DB>,
  user: { id: number; isRoot: boolean },
): Promise<Array<{ id: number; name: string; title: string }>> {
  let query = db
    .selectFrom('universes')
    .select(['universes.id', 'universes.name', 'universes.title'])
    .orderBy('universes.name');
  if (!user.isRoot) {
    query = query
      .innerJoin('memberships', 'memberships.universe_id', 'universes.id')
      .where('memberships.user_id', '=', user.id);
  }
  return query.execute();
}
