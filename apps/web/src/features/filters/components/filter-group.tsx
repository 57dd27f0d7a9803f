import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { RemovableChip } from '../../../components/removable-chip.tsx';
import { useFilterLabels } from '../../../lib/filter-labels.ts';
import { type ActiveFilter, removeFilter, removeFilterValue } from '../../../lib/filters.ts';
import { useSelectionNavigation } from '../../../lib/selection-navigation.ts';

interface FilterGroupProps {
  filter: ActiveFilter;
  survey: TSurvey | null;
  filterToken: string;
}

/** One active filter: its values as removable chips, and a remove action for the whole filter. */
export function FilterGroup({ filter, survey, filterToken }: FilterGroupProps) {
  const { t } = useTranslation();
  const { setFilterToken } = useSelectionNavigation();
  const { filterTitle, valueLabel } = useFilterLabels(survey);
  const title = filterTitle(filter.name);
  return (
    <Stack spacing={1} data-testid={`filter-${filter.name}`}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
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
          const label = valueLabel(filter.name, value);
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
