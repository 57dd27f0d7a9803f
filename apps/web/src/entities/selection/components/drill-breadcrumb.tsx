import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state.tsx';
import { PathIcon, Placeholder, SmallButton } from '@/components/plain-controls.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { ApiError } from '@/lib/api-client.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { useDrillPath } from '../api/get-drill-path.ts';
import { segmentTarget, upTarget } from '../lib/drill-limits.ts';
import { useSelectionNavigation } from '../lib/selection-navigation.ts';
import './drill-breadcrumb.css';

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

  if (query.isPending) return <Placeholder variant="text" width={360} height={40} />;
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
  // Plain elements with static styles (drill-breadcrumb.css): drawn with the first numbers.
  return (
    <div className="drill-bar">
      <SmallButton
        startIcon={<PathIcon name="arrowUpward" />}
        disabled={up === null}
        onClick={() => up && setDrillPath(up)}
        testId="drill-up"
      >
        {t('drill.up')}
      </SmallButton>
      <nav aria-label={t('drill.breadcrumb')} data-testid="breadcrumb">
        <ol className="breadcrumb">
          {segments.map((segment, index) => {
            const last = index === segments.length - 1;
            const target = last ? null : segmentTarget(segment.pathName, drillPath, scopePath);
            return (
              <Fragment key={segment.pathName}>
                {index > 0 && (
                  <li aria-hidden="true" className="breadcrumb-separator">
                    /
                  </li>
                )}
                <li>
                  {target ? (
                    <button
                      type="button"
                      className="breadcrumb-link"
                      onClick={() => setDrillPath(target)}
                      data-testid={`breadcrumb-${segment.extName}`}
                    >
                      {segment.title}
                    </button>
                  ) : (
                    <span
                      className="breadcrumb-segment"
                      aria-current={last ? 'page' : undefined}
                      data-testid={`breadcrumb-${segment.extName}`}
                    >
                      {segment.title}
                    </span>
                  )}
                </li>
              </Fragment>
            );
          })}
        </ol>
      </nav>
      <span className="drill-count" data-testid="n-interviews" data-count={nInterviews}>
        {t('drill.nInterviews', { count: nInterviews, formatted: formatNumber(nInterviews, locale) })}
      </span>
    </div>
  );
}
