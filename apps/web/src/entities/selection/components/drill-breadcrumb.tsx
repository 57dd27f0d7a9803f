import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Fragment, useRef, useState } from 'react';
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
  // on a phone the path above the current node is folded behind "…" until asked for (at this node)
  const [expandedAt, setExpandedAt] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

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
  const expanded = expandedAt === drillPath;
  // Plain elements with static styles (drill-breadcrumb.css): drawn with the first numbers. On
  // a phone (the same elements, other rules) "Up" is not shown where there is nothing above the
  // user, and the path shows its last node after "…", which unfolds the rest.
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
        <ol
          className="breadcrumb"
          ref={listRef}
          tabIndex={-1}
          data-expanded={expanded || undefined}
          data-folds={segments.length > 1 || undefined}
        >
          {segments.length > 1 && (
            <li className="breadcrumb-more">
              <button
                type="button"
                className="breadcrumb-more-button"
                aria-label={t('drill.showPath')}
                aria-expanded={false}
                data-testid="breadcrumb-more"
                onClick={() => {
                  setExpandedAt(drillPath);
                  // the button goes: focus stays in the path it unfolded
                  requestAnimationFrame(() => listRef.current?.focus());
                }}
              >
                …
              </button>
            </li>
          )}
          {segments.map((segment, index) => {
            const last = index === segments.length - 1;
            const target = last ? null : segmentTarget(segment.pathName, drillPath, scopePath);
            return (
              <Fragment key={segment.pathName}>
                {index > 0 && (
                  <li
                    aria-hidden="true"
                    className="breadcrumb-separator"
                    data-folded={last ? undefined : true}
                  >
                    /
                  </li>
                )}
                <li data-folded={last ? undefined : true}>
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
