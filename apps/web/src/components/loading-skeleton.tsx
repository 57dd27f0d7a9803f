import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

interface LoadingSkeletonProps {
  variant?: 'chart' | 'rows' | 'tiles';
  height?: number;
}

export function LoadingSkeleton({ variant = 'rows', height = 240 }: LoadingSkeletonProps) {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-label={t('state.loading')} spacing={1}>
      {variant === 'chart' && <Skeleton variant="rounded" height={height} />}
      {variant === 'rows' && [0, 1, 2, 3, 4].map((i) => <Skeleton key={i} variant="text" height={32} />)}
      {variant === 'tiles' && (
        <Stack direction="row" spacing={2}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={120} sx={{ flex: 1 }} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
