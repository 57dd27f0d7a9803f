import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { ApiError } from '@/lib/api-client.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { useDrillPath } from '../api/get-drill-path.ts';
import { segmentTarget, upTarget } from '../lib/drill-limits.ts';
import { useSelectionNavigation } from '../lib/selection-navigation.ts';

interface DrillBreadcrumbProps {
  context: AnalyticsContext;
  drillPath: string;
  /** Where the view starts, offered when this drill path cannot be shown. */
  startPath: string;
}

export function DrillBreadcrumb({ context, drillPath, startPath }: DrillBreadcrumbProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { setDrillPath } = useSelectionNavigation();
  const query = useDrillPath(context);

  if (query.isPending) return <Skeleton variant="text" width={360} height={40} />;
  // A 400 is about the filters, not the drill path: the filter bar explains it and offers a way out.
  if (query.isError && query.error instanceof ApiError && query.error.status === 400) return null;
  if (query.isError) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
        {drillPath !== startPath && (
          <Button variant="outlined" onClick={() => setDrillPath(startPath)}>
            {t('drill.toStart')}
          </Button>
        )}
      </Stack>
    );
  }

  const { segments, scopePath, nInterviews } = query.data;
  const up = upTarget(drillPath, scopePath);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ArrowUpwardIcon />}
        disabled={up === null}
        onClick={() => up && setDrillPath(up)}
        data-testid="drill-up"
      >
        {t('drill.up')}
      </Button>
      <Breadcrumbs aria-label={t('drill.breadcrumb')} data-testid="breadcrumb">
        {segments.map((segment, index) => {
          const last = index === segments.length - 1;
          const target = last ? null : segmentTarget(segment.pathName, drillPath, scopePath);
          if (target) {
            return (
              <Link
                key={segment.pathName}
                component="button"
                type="button"
                underline="hover"
                onClick={() => setDrillPath(target)}
                data-testid={`breadcrumb-${segment.extName}`}
              >
                {segment.title}
              </Link>
            );
          }
          return (
            <Typography
              key={segment.pathName}
              aria-current={last ? 'page' : undefined}
              color={last ? 'text.primary' : 'text.secondary'}
              sx={{ fontWeight: last ? 600 : 400 }}
              data-testid={`breadcrumb-${segment.extName}`}
            >
              {segment.title}
            </Typography>
          );
        })}
      </Breadcrumbs>
      <Chip
        size="small"
        label={t('drill.nInterviews', { count: nInterviews, formatted: formatNumber(nInterviews, locale) })}
        data-testid="n-interviews"
        data-count={nInterviews}
      />
    </Stack>
  );
}
