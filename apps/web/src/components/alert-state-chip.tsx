import Chip from '@mui/material/Chip';
import type { TAlertState } from '@opinio/domain/schemas/alerts';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<TAlertState, 'error' | 'warning' | 'success' | 'default'> = {
  new: 'error',
  in_progress: 'warning',
  solved: 'success',
  closed: 'default',
};

export function AlertStateChip({ state, size = 'small' }: { state: TAlertState; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      color={COLOUR[state]}
      variant={state === 'closed' ? 'outlined' : 'filled'}
      label={t(`alerts.state.${state}`)}
      data-testid="alert-state"
      data-state={state}
      sx={{ fontWeight: 600 }}
    />
  );
}
