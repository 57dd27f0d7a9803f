import Chip from '@mui/material/Chip';
import type { TPlan } from '@opinio/domain/schemas/plans';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<TPlan['status'], 'primary' | 'error' | 'success' | 'default'> = {
  open: 'primary',
  overdue: 'error',
  done: 'success',
  cancelled: 'default',
};

/** A plan's state as a list shows it: open, overdue (derived from the due date), done or cancelled. */
export function PlanStatusChip({ status }: { status: TPlan['status'] }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLOUR[status]}
      // green text reads on white in the theme's dark shade: done is outlined
      variant={status === 'cancelled' || status === 'done' ? 'outlined' : 'filled'}
      label={t(`plans.status.${status}`)}
      data-testid="plan-status"
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
