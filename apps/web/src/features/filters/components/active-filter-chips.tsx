import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { RemovableChip } from '@/components/removable-chip.tsx';
import { useSelectionNavigation } from '@/entities/selection/lib/selection-navigation.ts';
import { listFilters, removeFilterValue } from '@/lib/filters.ts';
import type { useFilterLabels } from '../lib/use-filter-labels.ts';
import './active-filter-chips.css';

interface ActiveFilterChipsProps {
  filterToken: string;
  labels: ReturnType<typeof useFilterLabels>;
}

/** The active filters of the URL's token as removable chips, in words ("Channel: Web shop"). */
export function ActiveFilterChips({ filterToken, labels }: ActiveFilterChipsProps) {
  const { t } = useTranslation();
  const { setFilterToken } = useSelectionNavigation();
  const { filterTitle, valueLabel } = labels;
  const { filters, error } = listFilters(filterToken);

  if (error) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => setFilterToken('')}>
            {t('filter.clearAll')}
          </Button>
        }
      >
        {t('filter.malformed', { message: error })}
      </Alert>
    );
  }
  return (
    <ul className="active-filters" aria-label={t('filter.active')} data-testid="active-filters">
      {filters.length === 0 && <li className="active-filters-none">{t('filter.noneActive')}</li>}
      {filters.flatMap(({ name, values }) =>
        values.map((value) => {
          const label = `${filterTitle(name)}: ${valueLabel(name, value)}`;
          return (
            <li key={`${name}=${value}`} data-testid={`active-filter-${name}`}>
              <RemovableChip
                label={label}
                color="primary"
                removeLabel={t('filter.removeNamed', { name: label })}
                onRemove={() => setFilterToken(removeFilterValue(filterToken, name, value))}
              />
            </li>
          );
        }),
      )}
    </ul>
  );
}
