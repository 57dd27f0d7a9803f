import type { TUserStatus } from '@opinio/domain/schemas/users';

/** Chip colours that keep their text readable (the theme's success green is too light for text). */
export const STATUS_CHIP: Record<
  TUserStatus,
  { color: 'success' | 'primary' | 'default'; variant: 'filled' | 'outlined' }
> = {
  active: { color: 'success', variant: 'filled' },
  invited: { color: 'primary', variant: 'outlined' },
  disabled: { color: 'default', variant: 'filled' },
};
