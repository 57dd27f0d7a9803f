import {
  BUILT_IN_ROLES,
  type BuiltInRole,
  PERMISSIONS,
  type Permission,
  ZBuiltInRole,
  ZPermission,
} from '@opinio/domain/permissions';
import type { TSignInTokenClaims } from '@opinio/domain/schemas/auth';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** A role as stored: a built-in role's permissions are the product's, not the column's. */
export interface StoredRole {
  id: number;
  name: string;
  built_in: string | null;
  permissions: readonly string[];
}

export function builtInKey(role: { built_in: string | null }): BuiltInRole | null {
  return ZBuiltInRole.safeParse(role.built_in).data ?? null;
}

/** What a role allows. Unknown names in the column (from a later version) are ignored. */
export function rolePermissions(role: StoredRole): Permission[] {
  const builtIn = builtInKey(role);
  if (builtIn) return [...BUILT_IN_ROLES[builtIn]];
  return role.permissions.flatMap((p) => ZPermission.safeParse(p).data ?? []);
}

export const ALL_PERMISSIONS: ReadonlySet<Permission> = new Set(PERMISSIONS);

/**
 * The roles of a single sign-on token as `realm:<role>` and `client:<clientId>:<role>`:
 * what a session keeps and the mapping table matches.
 */
export function tokenRoles(claims: Pick<TSignInTokenClaims, 'realm_access' | 'resource_access'>): string[] {
  const roles = (claims.realm_access?.roles ?? []).map((role) => `realm:${role}`);
  for (const [clientId, access] of Object.entries(claims.resource_access ?? {})) {
    for (const role of access.roles ?? []) roles.push(`client:${clientId}:${role}`);
  }
  return roles;
}

const mappingKey = (mapping: { source: string; client_id: string; sso_role: string }) =>
  mapping.source === 'realm'
    ? `realm:${mapping.sso_role}`
    : `client:${mapping.client_id}:${mapping.sso_role}`;

/**
 * The roles a token's roles are mapped to in a universe. A single sign-on user with a
 * mapped token role gets the mapped roles' permissions instead of their membership's role.
 */
export async function mappedRoles(
  db: Kysely<DB>,
  universeId: number,
  roles: readonly string[],
): Promise<StoredRole[]> {
  if (roles.length === 0) return [];
  const rows = await db
    .selectFrom('sso_role_mappings as m')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .select(['r.id', 'r.name', 'r.built_in', 'r.permissions', 'm.source', 'm.client_id', 'm.sso_role'])
    .where('m.universe_id', '=', universeId)
    .orderBy('r.id')
    .execute();
  const wanted = new Set(roles);
  const found = new Map<number, StoredRole>();
  for (const row of rows) if (wanted.has(mappingKey(row))) found.set(row.id, row);
  return [...found.values()];
}
