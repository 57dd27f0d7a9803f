import type { TRoleRef, TUserStatus } from '@opinio/domain/schemas/users';
import type { TFunction } from 'i18next';

/** A role's name: a built-in role's in the user's language, a role of the universe's own as named. */
export function roleLabel(role: Pick<TRoleRef, 'name' | 'builtIn'>, t: TFunction): string {
  return role.builtIn ? t(`roles.builtIn.${role.builtIn}`) : role.name;
}

export const STATUS_COLOUR: Record<TUserStatus, 'success' | 'info' | 'default'> = {
  active: 'success',
  invited: 'info',
  disabled: 'default',
};
