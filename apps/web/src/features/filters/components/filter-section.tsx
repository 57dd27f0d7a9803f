import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFilter } from '@opinio/domain/schemas/filters';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectionNavigation } from '@/entities/selection/lib/selection-navigation.ts';
import { filterValues, withFilterValues } from '@/lib/filters.ts';
import type { FilterError } from '../lib/use-filter-error.ts';
import type { useFilterLabels } from '../lib/use-filter-labels.ts';
import { FilterEditor } from './filter-editor.tsx';

interface FilterSectionProps {
  survey: TSurvey;
  filter: TFilter;
  filterToken: string;
  labels: ReturnType<typeof useFilterLabels>;
  /** In a flattened group the editor is always shown; otherwise it opens from a summary row. */
  collapsible: boolean;
  /** The server's answer when it refused this filter's value. */
  error: FilterError | null;
}

/** One filter: its title and current values, and its editor. */
export function FilterSection({
  survey,
  filter,
  filterToken,
  labels,
  collapsible,
  error,
}: FilterSectionProps) {
  const { t } = useTranslation();
  const { setFilterToken } = useSelectionNavigation();
  const values = filterValues(filterToken, filter.extName);
  const active = values.length > 0;
  const [open, setOpen] = useState(active || error !== null);
  const bodyId = useId();
  const title = filter.title || labels.filterTitle(filter.extName);
  const summary = active
    ? values.map((v) => labels.valueLabel(filter.extName, v)).join(', ')
    : t('filter.summary.any');
  // A value the server refused is shown with its reason, whether the section was open or not.
  const shown = !collapsible || open || error !== null;

  const heading = (
    <Stack sx={{ minWidth: 0, flex: 1, textAlign: 'left' }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography
        variant="caption"
        component="span"
        noWrap
        color={active ? 'primary' : 'text.secondary'}
        sx={{ fontWeight: active ? 600 : 400 }}
        data-testid={`filter-summary-${filter.extName}`}
      >
        {summary}
      </Typography>
    </Stack>
  );

  return (
    <Stack
      component="section"
      data-testid={`filter-section-${filter.extName}`}
      data-active={active}
      spacing={1}
    >
      {collapsible ? (
        <Typography component="h4" sx={{ m: 0 }}>
          <ButtonBase
            onClick={() => setOpen(!open)}
            aria-expanded={shown}
            aria-controls={bodyId}
            data-testid={`filter-toggle-${filter.extName}`}
            sx={{
              width: '100%',
              gap: 1,
              py: 0.5,
              px: 0.5,
              mx: -0.5,
              borderRadius: 1,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            {heading}
            <ExpandMoreIcon
              fontSize="small"
              sx={{
                color: 'text.secondary',
                transform: shown ? 'rotate(180deg)' : 'none',
                transition: 'transform 150ms',
              }}
            />
          </ButtonBase>
        </Typography>
      ) : (
        <Typography component="h4" sx={{ m: 0, display: 'flex' }}>
          {heading}
        </Typography>
      )}
      {shown && (
        <Stack id={bodyId} spacing={1} sx={{ pb: 1 }}>
          {error && (
            <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
              {t('filter.refused', { message: error.message })}
            </Alert>
          )}
          <FilterEditor
            survey={survey}
            filter={filter}
            label={title}
            values={values}
            onApply={(next) => setFilterToken(withFilterValues(filterToken, filter.extName, next))}
          />
        </Stack>
      )}
    </Stack>
  );
}
