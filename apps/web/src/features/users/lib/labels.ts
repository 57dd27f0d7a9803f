import type { TUserStatus, TUserSummary } from '@opinio/domain/schemas/users';
import type { TFunction } from 'i18next';

/** Chip colours that keep their text readable (the theme's success green is too light for text). */
export const STATUS_CHIP: Record<
  TUserStatus,
  { color: 'success' | 'primary' | 'default'; variant: 'filled' | 'outlined' }
> = {
  active: { color: 'success', variant: 'filled' },
  invited: { color: 'primary', variant: 'outlined' },
  disabled: { color: 'default', variant: 'filled' },
};

/** What a member sees: their unit, the whole organisation, or nothing yet (no unit). */
export function scopeLabel(
  user: Pick<TUserSummary, 'scopeUnit' | 'wholeOrganisation'>,
  t: TFunction,
): string {
  if (user.scopeUnit) return user.scopeUnit.title;
  return user.wholeOrganisation ? t('users.wholeOrganisation') : t('users.noUnit');
}
