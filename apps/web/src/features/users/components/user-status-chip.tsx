import Chip from '@mui/material/Chip';
import type { TUserStatus } from '@opinio/domain/schemas/users';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOUR } from '../lib/labels.ts';

/** Active, invited (has not signed in yet) or disabled. */
export function UserStatusChip({ status }: { status: TUserStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATUS_COLOUR[status]}
      variant={status === 'active' ? 'outlined' : 'filled'}
      label={t(`users.status.${status}`)}
      data-testid={`status-${status}`}
    />
  );
}
