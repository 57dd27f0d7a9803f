import { ZForwarding } from '@opinio/domain/schemas/auth';
import type { Database } from '../db/database.ts';
import { sessionPrincipal } from './impersonation.ts';
import type { Principal } from './principal.ts';
import { hashToken, keepSessionAlive, type SessionPolicy } from './sessions.ts';

/**
 * The principal of a cookie token in one round trip: session, user, universe and
 * membership joined (the hot path of every API call). Impersonating sessions take the
 * slower path that re-checks both users.
 */
export async function principalForToken(
  database: Database,
  policy: SessionPolicy,
  token: string,
): Promise<Principal | null> {
  const { db } = database;
  const id = hashToken(token);
  const query = db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('universes as v', 'v.id', 's.universe_id')
    .leftJoin('memberships as m', (join) =>
      join.onRef('m.user_id', '=', 's.user_id').onRef('m.universe_id', '=', 's.universe_id'),
    )
    .select([
      's.universe_id',
      's.user_id',
      's.persistent',
      's.last_seen_at',
      's.expires_at',
      's.revoked_at',
      's.act_as_user_id',
      'u.username',
      'u.first_name',
      'u.last_name',
      'u.is_root',
      'u.locale',
      'v.name as universe_name',
      'v.title as universe_title',
      'v.settings as universe_settings',
      'm.user_id as member',
      'm.role',
      'm.is_user_admin',
      'm.scope_unit',
    ])
    .where('s.id', '=', id)
    .compile();
  const [row] = await database.prepared('session_principal', query);
  if (!row || !(await keepSessionAlive(db, policy, id, row))) return null;
  const session = {
    sessionId: id,
    universeId: row.universe_id,
    userId: row.user_id,
    persistent: row.persistent,
    actAsUserId: row.act_as_user_id,
  };
  if (session.actAsUserId !== null) return sessionPrincipal(db, session);
  if (row.member === null && !row.is_root) return null;
  return {
    sessionId: id,
    persistent: row.persistent,
    user: {
      id: row.user_id,
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      isRoot: row.is_root,
      locale: row.locale,
    },
    universe: {
      id: row.universe_id,
      name: row.universe_name,
      title: row.universe_title,
      forwarding: ZForwarding.safeParse(row.universe_settings?.forwarding).data ?? null,
    },
    role: row.role ?? 'root',
    isUserAdmin: row.is_user_admin ?? row.is_root,
    scopeUnit: row.member === null ? null : row.scope_unit,
    impersonator: null,
  };
}
