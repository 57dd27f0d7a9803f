import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFilterLabels } from '../lib/filter-labels.ts';
import { listFilters, removeFilterValue } from '../lib/filters.ts';
import { useSelection } from '../lib/selection.tsx';
import { useSelectionNavigation } from '../lib/selection-navigation.ts';
import { RemovableChip } from './removable-chip.tsx';

/** The active filters of the URL's token as removable chips. */
export function ActiveFilterChips() {
  const { t } = useTranslation();
  const { survey, filterToken } = useSelection();
  const { setFilterToken } = useSelectionNavigation();
  const { filterTitle, valueLabel } = useFilterLabels(survey);
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
    <Stack
      direction="row"
      component="ul"
      aria-label={t('filter.active')}
      data-testid="active-filters"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', listStyle: 'none', p: 0, m: 0 }}
    >
      {filters.length === 0 && (
        <Typography component="li" variant="body2" color="text.secondary">
          {t('filter.noneActive')}
        </Typography>
      )}
      {filters.flatMap(({ name, values }) =>
        values.map((value) => {
          const label = `${filterTitle(name)}: ${valueLabel(name, value)}`;
          return (
            <li key={`${name}=${value}`}>
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
    </Stack>
  );
}
