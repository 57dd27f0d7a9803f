import Stack from '@mui/material/Stack';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { type FilterSetType, useFilterSet } from '../api/get-filter-set.ts';
import type { FilterError } from '../lib/use-filter-error.ts';
import type { useFilterLabels } from '../lib/use-filter-labels.ts';
import { FilterGroupSection } from './filter-group-section.tsx';

interface FilterTabPanelProps {
  survey: TSurvey;
  type: FilterSetType;
  filterToken: string;
  labels: ReturnType<typeof useFilterLabels>;
  error: FilterError | null;
}

/** The survey's filter set of one tab, group by group. */
export function FilterTabPanel({ survey, type, filterToken, labels, error }: FilterTabPanelProps) {
  const { t } = useTranslation();
  const query = useFilterSet(survey, type);
  if (query.isPending) {
    return (
      <Stack sx={{ p: 2 }}>
        <LoadingSkeleton variant="rows" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack sx={{ p: 2 }}>
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      </Stack>
    );
  }
  const groups = query.data.filterGroups.filter((g) => g.filters.length > 0);
  if (groups.length === 0) {
    return <EmptyState text={t(type === 'time' ? 'filter.noTimeFilters' : 'filter.noStandardFilters')} />;
  }
  return (
    <Stack data-testid={`filter-set-${type}`}>
      {groups.map((group) => (
        <FilterGroupSection
          // groups have no id; a filter belongs to one group only
          key={group.filters[0].extName}
          survey={survey}
          group={group}
          filterToken={filterToken}
          labels={labels}
          error={error}
        />
      ))}
    </Stack>
  );
}
