import { ZBuiltInRole } from '@opinio/domain/permissions';
import type { TRoleRef } from '@opinio/domain/schemas/users';
import type { TFunction } from 'i18next';

/** A role's name: a built-in role's in the user's language, a role of the universe's own as named. */
export function roleLabel(role: Pick<TRoleRef, 'name' | 'builtIn'>, t: TFunction): string {
  return role.builtIn ? t(`roles.builtIn.${role.builtIn}`) : role.name;
}

/**
 * A role known by its name alone (a subscription's role): the built-in roles are named by
 * their key, so theirs is shown in the user's language too.
 */
export function roleNameLabel(name: string, t: TFunction): string {
  return roleLabel({ name, builtIn: ZBuiltInRole.safeParse(name).data ?? null }, t);
}
