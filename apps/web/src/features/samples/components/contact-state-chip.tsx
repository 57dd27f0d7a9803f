import Chip from '@mui/material/Chip';
import type { TContactState } from '@opinio/domain/schemas/samples';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<TContactState, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  pending: 'default',
  sent: 'info',
  started: 'warning',
  partial: 'warning',
  completed: 'success',
  bounced: 'error',
  unsubscribed: 'default',
};

export function ContactStateChip({ state }: { state: TContactState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLOUR[state]}
      variant={state === 'pending' || state === 'unsubscribed' ? 'outlined' : 'filled'}
      label={t(`samples.state.${state}`)}
      data-testid="contact-state"
      data-state={state}
      sx={{ fontWeight: 600 }}
    />
  );
}
