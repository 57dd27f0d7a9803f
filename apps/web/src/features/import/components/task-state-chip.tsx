import Chip from '@mui/material/Chip';
import type { TTaskState } from '@opinio/domain/schemas/tasks';
import { useTranslation } from 'react-i18next';
import { STATE_COLOR } from '../lib/task-state.ts';

export function TaskStateChip({ state }: { state: TTaskState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATE_COLOR[state]}
      variant={state === 'queued' ? 'outlined' : 'filled'}
      label={t(`import.state.${state}`)}
      data-testid="task-state"
      data-state={state}
    />
  );
}
