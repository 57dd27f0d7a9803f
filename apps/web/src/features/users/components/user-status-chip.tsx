import Chip from '@mui/material/Chip';
import type { TUserStatus } from '@opinio/domain/schemas/users';
import { useTranslation } from 'react-i18next';
import { STATUS_CHIP } from '../lib/labels.ts';

/** Active, invited (has not signed in yet) or disabled. */
export function UserStatusChip({ status }: { status: TUserStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      {...STATUS_CHIP[status]}
      label={t(`users.status.${status}`)}
      data-testid={`status-${status}`}
    />
  );
}
