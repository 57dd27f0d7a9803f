import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RemovableChip } from '@/components/removable-chip.tsx';
import { useSelectionNavigation } from '@/entities/selection/lib/selection-navigation.ts';
import { type ActiveFilter, removeFilter, removeFilterValue } from '@/lib/filters.ts';
import type { useFilterLabels } from '../lib/use-filter-labels.ts';

interface UnlistedFilterProps {
  filter: ActiveFilter;
  filterToken: string;
  labels: ReturnType<typeof useFilterLabels>;
}

/**
 * An active filter that no tab of the survey lists (e.g. from an edited address): its
 * values as removable chips and a way to remove it.
 */
export function UnlistedFilter({ filter, filterToken, labels }: UnlistedFilterProps) {
  const { t } = useTranslation();
  const { setFilterToken } = useSelectionNavigation();
  const title = labels.filterTitle(filter.name);
  return (
    <Stack spacing={1} data-testid={`filter-${filter.name}`}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" component="h4" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Button
          size="small"
          color="error"
          onClick={() => setFilterToken(removeFilter(filterToken, filter.name))}
          aria-label={t('filter.removeNamed', { name: title })}
        >
          {t('filter.remove')}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {filter.values.map((value) => {
          const label = labels.valueLabel(filter.name, value);
          return (
            <RemovableChip
              key={value}
              label={label}
              removeLabel={t('filter.removeNamed', { name: `${title}: ${label}` })}
              onRemove={() => setFilterToken(removeFilterValue(filterToken, filter.name, value))}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
