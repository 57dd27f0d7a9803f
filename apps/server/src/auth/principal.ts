import type { Permission } from '@opinio/domain/permissions';
import { type TForwarding, ZForwarding } from '@opinio/domain/schemas/auth';
import type { Kysely } from 'kysely';
import { ALL_PERMISSIONS, mappedRoles, rolePermissions, type StoredRole } from '#access/role-permissions.ts';
import { type MemberScope, memberScope, WHOLE_ORGANISATION } from '#access/scope.ts';
import type { DB } from '#db/schema.ts';

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
  /** The role's name (a built-in role's key); `root` for a root user without a membership. */
  role: string;
  /** null: a root user without a membership. */
  roleId: number | null;
  /** What the role allows; every permission for root. */
  permissions: ReadonlySet<Permission>;
  /** Holds `users.manage`: the user-admin button and the users route. */
  isUserAdmin: boolean;
  /** The part of the organisation the user sees: all of it, a unit, or nothing yet (no unit). */
  scope: MemberScope;
  impersonator: { id: number; username: string; displayName: string } | null;
  /** A single sign-on sign-in: the token's roles (a universe change keeps them). */
  ssoRoles: readonly string[] | null;
}

export const displayName = (user: { username: string; firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

/**
 * Loads the principal for a user in a universe. Root users are global: they may enter
 * any universe, with full scope, even without a membership.
 */
export async function loadPrincipal(
  db: Kysely<DB>,
  session: {
    sessionId: string | null;
    persistent: boolean;
    userId: number;
    universeId: number;
    /** A single sign-on sign-in: the token's roles (see tokenRoles). */
    ssoRoles?: readonly string[] | null;
  },
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
      .selectFrom('memberships as m')
      .innerJoin('roles as r', 'r.id', 'm.role_id')
      .select([
        'm.scope_unit',
        'm.whole_organisation',
        'm.disabled_at',
        'r.id',
        'r.name',
        'r.built_in',
        'r.permissions',
      ])
      .where('m.universe_id', '=', session.universeId)
      .where('m.user_id', '=', session.userId)
      .executeTakeFirst(),
  ]);
  if (!user || !universe) return null;
  const access = await memberAccess(db, {
    universeId: session.universeId,
    isRoot: user.is_root,
    membership: membership ? { ...membership, role: membership } : null,
    ssoRoles: session.ssoRoles ?? null,
  });
  if (!access) return null;
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
    ...access,
    impersonator: null,
    ssoRoles: session.ssoRoles ?? null,
  };
}

/**
 * A user's role, permissions and scope in a universe, or null when they may not enter it:
 * no membership (root may enter any universe, with every permission and the whole
 * organisation) or a disabled one. A single sign-on sign-in whose token roles are mapped
 * to roles of the universe gets the mapped roles' permissions; the scope stays the
 * membership's.
 */
export async function memberAccess(
  db: Kysely<DB>,
  input: {
    universeId: number;
    isRoot: boolean;
    membership: {
      scope_unit: string | null;
      whole_organisation: boolean;
      disabled_at: Date | null;
      role: StoredRole;
    } | null;
    ssoRoles: readonly string[] | null;
  },
): Promise<Pick<Principal, 'role' | 'roleId' | 'permissions' | 'isUserAdmin' | 'scope'> | null> {
  const { membership, isRoot } = input;
  if (isRoot) {
    return {
      role: membership?.role.name ?? 'root',
      roleId: membership?.role.id ?? null,
      permissions: ALL_PERMISSIONS,
      isUserAdmin: true,
      scope: WHOLE_ORGANISATION,
    };
  }
  if (!membership || membership.disabled_at !== null) return null;
  const mapped = input.ssoRoles ? await mappedRoles(db, input.universeId, input.ssoRoles) : [];
  const roles = mapped.length > 0 ? mapped : [membership.role];
  const permissions = new Set(roles.flatMap(rolePermissions));
  return {
    role: roles[0].name,
    roleId: roles[0].id,
    permissions,
    isUserAdmin: permissions.has('users.manage'),
    scope: memberScope(membership),
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
      .where('memberships.user_id', '=', user.id)
      .where('memberships.disabled_at', 'is', null);
  }
  return query.execute();
}
