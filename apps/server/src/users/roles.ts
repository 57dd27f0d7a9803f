import { holdsAll, withRequired } from '@opinio/domain/permissions';
import type { TRole, TRoleList, ZRoleMappingsSave, ZRoleSave } from '@opinio/domain/schemas/users';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { builtInKey, rolePermissions, type StoredRole } from '#access/role-permissions.ts';
import { auditActor, audited } from '#audit/audit-log.ts';
import type { DB } from '#db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '#lib/http-error.ts';
import { ssoProviders } from './sso-binding.ts';
import type { UserAdmin } from './user-admin-context.ts';

/** Every role of the universe: built-in ones first, then its own by name. */
async function listRoles(db: Kysely<DB>, universeId: number): Promise<TRole[]> {
  const [roles, members, mappings] = await Promise.all([
    db
      .selectFrom('roles')
      .select(['id', 'name', 'built_in', 'permissions', 'updated_at'])
      .where('universe_id', '=', universeId)
      .orderBy(sql`built_in IS NULL`)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('memberships')
      .select(['role_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('universe_id', '=', universeId)
      .groupBy('role_id')
      .execute(),
    db
      .selectFrom('sso_role_mappings')
      .select(['role_id', 'source', 'client_id', 'sso_role'])
      .where('universe_id', '=', universeId)
      .orderBy('id')
      .execute(),
  ]);
  const count = new Map(members.map((m) => [m.role_id, Number(m.count)]));
  const builtInOrder = ['store_manager', 'regional_manager', 'analyst', 'administrator'];
  return roles
    .map((role) => ({
      id: role.id,
      name: role.name,
      builtIn: builtInKey(role),
      permissions: rolePermissions(role),
      members: count.get(role.id) ?? 0,
      ssoMappings: mappings
        .filter((m) => m.role_id === role.id)
        .map((m) => ({ source: m.source, clientId: m.client_id, ssoRole: m.sso_role })),
      updatedAt: new Date(role.updated_at).toISOString(),
    }))
    .sort((a, b) => {
      if (a.builtIn && b.builtIn) return builtInOrder.indexOf(a.builtIn) - builtInOrder.indexOf(b.builtIn);
      if (a.builtIn || b.builtIn) return a.builtIn ? -1 : 1;
      return a.name.localeCompare(b.name);
    });
}

export async function roleDetails(db: Kysely<DB>, universeId: number, roleId: number): Promise<TRole> {
  const role = (await listRoles(db, universeId)).find((r) => r.id === roleId);
  if (!role) throw notFound('Role not found');
  return role;
}

async function storedRole(db: Kysely<DB>, universeId: number, roleId: number): Promise<StoredRole> {
  const role = await db
    .selectFrom('roles')
    .select(['id', 'name', 'built_in', 'permissions'])
    .where('universe_id', '=', universeId)
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw notFound('Role not found');
  return role;
}

/**
 * A role the administrator may give: one of the universe's (else 400 naming the field), and
 * holding no permission the administrator lacks (else 403), so that nobody hands out more
 * than they have.
 */
export async function assignableRole(
  admin: UserAdmin,
  roleId: number,
  field = 'roleId',
): Promise<StoredRole> {
  const role = await admin.db
    .selectFrom('roles')
    .select(['id', 'name', 'built_in', 'permissions'])
    .where('universe_id', '=', admin.universeId)
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw badRequest('No such role in this universe', field, { code: 'unknown_value' });
  if (!holdsAll(admin.principal.permissions, rolePermissions(role))) {
    throw forbidden('You cannot give a role that allows more than your own', { code: 'exceeds_own_role' });
  }
  return role;
}

/**
 * The roles as a user administrator sees them: whether they may change them, and their own
 * scope (the widest a user they add or change may get; null: the whole organisation), and
 * the identity providers a user may be bound to.
 */
export async function roleList(admin: UserAdmin): Promise<TRoleList> {
  const unit = admin.scope.unit;
  const [items, providers] = await Promise.all([
    listRoles(admin.db, admin.universeId),
    ssoProviders(admin.db, admin.universeId),
  ]);
  return {
    items,
    editable: mayEditRoles(admin),
    adminScope: unit ? { extName: unit.extName, title: unit.title } : null,
    ssoProviders: providers,
  };
}

/** Changing roles is for user administrators of the whole organisation. */
function mayEditRoles(admin: UserAdmin): boolean {
  return admin.principal.user.isRoot || admin.scope.unit === null;
}

function requireRoleEditor(admin: UserAdmin) {
  if (!mayEditRoles(admin)) {
    throw forbidden(
      'Roles apply to the whole universe: only administrators of the whole organisation change them',
      { code: 'forbidden' },
    );
  }
}

function checkGrantable(admin: UserAdmin, permissions: readonly string[]) {
  if (!holdsAll(admin.principal.permissions, permissions as never)) {
    throw forbidden('A role cannot allow more than your own role does', { code: 'exceeds_own_role' });
  }
}

export async function saveRole(admin: UserAdmin, input: z.infer<typeof ZRoleSave>): Promise<TRole> {
  requireRoleEditor(admin);
  const permissions = withRequired(input.permissions);
  checkGrantable(admin, permissions);
  const name = input.name.trim();
  const { db, universeId } = admin;
  const actor = auditActor(admin.principal);
  const nameFree = async (trx: Kysely<DB>) => {
    const clash = await trx
      .selectFrom('roles')
      .select('id')
      .where('universe_id', '=', universeId)
      .where((eb) => eb.or([eb('name', '=', name), eb('built_in', '=', name)]))
      .executeTakeFirst();
    if (clash && clash.id !== input.id)
      throw conflict(`A role named ${name} exists already`, 'name', {
        code: 'already_exists',
        params: { value: name },
      });
  };
  const roleId = input.id;
  if (roleId === undefined) {
    const { result: id } = await audited(db, actor, 'role.create', {
      before: nameFree,
      write: async (trx) =>
        (
          await trx
            .insertInto('roles')
            .values({ universe_id: universeId, name, permissions })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      audit: ({ result }) => ({
        entity: { type: 'role', id: result },
        before: null,
        after: { name, permissions },
      }),
    });
    return roleDetails(db, universeId, id);
  }
  await audited(db, actor, 'role.update', {
    before: async (trx) => {
      await nameFree(trx);
      const before = await storedRole(trx, universeId, roleId);
      if (before.built_in)
        throw conflict('A built-in role cannot be changed; copy it instead', undefined, { code: 'built_in' });
      return before;
    },
    write: async (trx) => {
      await trx
        .updateTable('roles')
        .set({ name, permissions, updated_at: new Date() })
        .where('universe_id', '=', universeId)
        .where('id', '=', roleId)
        .execute();
    },
    audit: ({ before }) => ({
      entity: { type: 'role', id: roleId },
      before: { name: before.name, permissions: before.permissions },
      after: { name, permissions },
    }),
  });
  return roleDetails(db, universeId, roleId);
}

export async function deleteRole(admin: UserAdmin, roleId: number): Promise<void> {
  requireRoleEditor(admin);
  const { db, universeId } = admin;
  await audited(db, auditActor(admin.principal), 'role.delete', {
    before: async (trx) => {
      const role = await storedRole(trx, universeId, roleId);
      if (role.built_in) throw conflict('A built-in role cannot be deleted', undefined, { code: 'built_in' });
      const member = await trx
        .selectFrom('memberships')
        .select('user_id')
        .where('universe_id', '=', universeId)
        .where('role_id', '=', roleId)
        .executeTakeFirst();
      if (member)
        throw conflict('Members still have this role: give them another role first', undefined, {
          code: 'in_use',
        });
      return role;
    },
    write: async (trx) => {
      await trx.deleteFrom('roles').where('universe_id', '=', universeId).where('id', '=', roleId).execute();
    },
    audit: ({ before }) => ({
      entity: { type: 'role', id: roleId },
      before: { name: before.name, permissions: before.permissions },
      after: null,
    }),
  });
}

const mappingLabel = (m: { source: string; clientId: string; ssoRole: string }) =>
  m.source === 'realm' ? `realm role ${m.ssoRole}` : `role ${m.ssoRole} of client ${m.clientId}`;

export async function saveRoleMappings(
  admin: UserAdmin,
  roleId: number,
  input: z.infer<typeof ZRoleMappingsSave>,
): Promise<TRole> {
  requireRoleEditor(admin);
  const { db, universeId } = admin;
  const role = await storedRole(db, universeId, roleId);
  checkGrantable(admin, rolePermissions(role));
  const mappings = input.mappings.map((m, index) => {
    const clientId = m.source === 'client' ? (m.clientId ?? '').trim() : '';
    if (m.source === 'client' && !clientId) {
      throw badRequest('Enter the client whose role it is', `mappings.${index}.clientId`, {
        code: 'required',
      });
    }
    return { source: m.source, clientId, ssoRole: m.ssoRole.trim() };
  });
  await audited(db, auditActor(admin.principal), 'role.mappings', {
    before: async (trx) => {
      const before = await trx
        .selectFrom('sso_role_mappings')
        .select(['source', 'client_id', 'sso_role', 'role_id'])
        .where('universe_id', '=', universeId)
        .execute();
      for (const [index, m] of mappings.entries()) {
        const other = before.find(
          (b) =>
            b.role_id !== roleId &&
            b.source === m.source &&
            b.client_id === m.clientId &&
            b.sso_role === m.ssoRole,
        );
        if (other)
          throw conflict(`The ${mappingLabel(m)} grants another role already`, `mappings.${index}.ssoRole`, {
            code: 'already_exists',
          });
      }
      return before;
    },
    write: async (trx) => {
      await trx
        .deleteFrom('sso_role_mappings')
        .where('universe_id', '=', universeId)
        .where('role_id', '=', roleId)
        .execute();
      const unique = [
        ...new Map(mappings.map((m) => [`${m.source}:${m.clientId}:${m.ssoRole}`, m])).values(),
      ];
      if (unique.length > 0) {
        await trx
          .insertInto('sso_role_mappings')
          .values(
            unique.map((m) => ({
              universe_id: universeId,
              role_id: roleId,
              source: m.source,
              client_id: m.clientId,
              sso_role: m.ssoRole,
            })),
          )
          .execute();
      }
      return unique;
    },
    audit: ({ before, result: unique }) => ({
      entity: { type: 'role', id: roleId },
      before: {
        mappings: before
          .filter((b) => b.role_id === roleId)
          .map((b) => ({ source: b.source, clientId: b.client_id, ssoRole: b.sso_role })),
      },
      after: { mappings: unique },
    }),
  });
  return roleDetails(db, universeId, roleId);
}
