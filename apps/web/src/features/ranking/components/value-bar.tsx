import Box from '@mui/material/Box';
import type { TIndicatorStatus } from '@opinio/domain/indicator-status';

const BAR_COLOUR: Record<TIndicatorStatus, string> = {
  bad: 'error.main',
  good: 'success.main',
  neutral: 'primary.light',
};

interface ValueBarProps {
  value: number;
  range: { min: number; max: number };
  status: TIndicatorStatus;
}

/** A small bar showing where a value sits between the lowest and the highest ranked value. */
export function ValueBar({ value, range, status }: ValueBarProps) {
  const span = range.max - range.min;
  const share = span > 0 ? (value - range.min) / span : 1;
  const width = `${Math.round(8 + Math.min(1, Math.max(0, share)) * 92)}%`;
  return (
    <Box aria-hidden sx={{ flex: 1, maxWidth: 140, height: 8, borderRadius: 4, bgcolor: 'action.hover' }}>
      <Box sx={{ width, height: '100%', borderRadius: 4, bgcolor: BAR_COLOUR[status], opacity: 0.85 }} />
    </Box>
  );
}
