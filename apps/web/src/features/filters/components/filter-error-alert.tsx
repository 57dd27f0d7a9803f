import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSelectionNavigation } from '@/entities/selection/lib/selection-navigation.ts';
import { listFilters, removeFilter } from '@/lib/filters.ts';
import type { FilterError } from '../lib/use-filter-error.ts';

interface FilterErrorAlertProps {
  error: FilterError;
  filterToken: string;
  filterTitle: (name: string) => string;
}

/** The server refused a filter (e.g. an edited address): its reason, and ways out. */
export function FilterErrorAlert({ error, filterToken, filterTitle }: FilterErrorAlertProps) {
  const { t } = useTranslation();
  const { setFilterToken } = useSelectionNavigation();
  const named = listFilters(filterToken).filters.some((f) => f.name === error.field);
  return (
    <Alert severity="error" data-testid="filter-error" role="alert">
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <span>{t('filter.refusedTitle', { message: error.message })}</span>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {named && (
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              onClick={() => setFilterToken(removeFilter(filterToken, error.field))}
              data-testid="filter-error-remove"
            >
              {t('filter.removeNamed', { name: filterTitle(error.field) })}
            </Button>
          )}
          <Button size="small" color="inherit" onClick={() => setFilterToken('')}>
            {t('filter.clearAll')}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
