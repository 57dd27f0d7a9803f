import type { TRoleRef, TUserStatus } from '@opinio/domain/schemas/users';
import type { TFunction } from 'i18next';

/** A role's name: a built-in role's in the user's language, a role of the universe's own as named. */
export function roleLabel(role: Pick<TRoleRef, 'name' | 'builtIn'>, t: TFunction): string {
  return role.builtIn ? t(`roles.builtIn.${role.builtIn}`) : role.name;
}

/** Chip colours that keep their text readable (the theme's success green is too light for text). */
export const STATUS_CHIP: Record<
  TUserStatus,
  { color: 'success' | 'primary' | 'default'; variant: 'filled' | 'outlined' }
> = {
  active: { color: 'success', variant: 'filled' },
  invited: { color: 'primary', variant: 'outlined' },
  disabled: { color: 'default', variant: 'filled' },
};
