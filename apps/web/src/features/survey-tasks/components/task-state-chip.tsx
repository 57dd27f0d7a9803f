import Chip from '@mui/material/Chip';
import type { TTaskState } from '@opinio/domain/schemas/tasks';
import { useTranslation } from 'react-i18next';

const STATE_CHIP: Record<
  TTaskState,
  { color: 'default' | 'info' | 'success' | 'error'; variant: 'filled' | 'outlined' }
> = {
  queued: { color: 'default', variant: 'outlined' },
  running: { color: 'info', variant: 'filled' },
  done: { color: 'success', variant: 'outlined' },
  failed: { color: 'error', variant: 'filled' },
  cancelled: { color: 'default', variant: 'filled' },
};

export function TaskStateChip({ state }: { state: TTaskState }) {
  const { t } = useTranslation();
  return <Chip size="small" {...STATE_CHIP[state]} label={t(`tasks.state.${state}`)} data-state={state} />;
}
