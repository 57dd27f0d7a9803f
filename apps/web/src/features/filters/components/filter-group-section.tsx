import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFilterGroup } from '@opinio/domain/schemas/filters';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { filterValues } from '@/lib/filters.ts';
import type { FilterError } from '../lib/use-filter-error.ts';
import type { useFilterLabels } from '../lib/use-filter-labels.ts';
import { FilterSection } from './filter-section.tsx';

interface FilterGroupSectionProps {
  survey: TSurvey;
  group: TFilterGroup;
  filterToken: string;
  labels: ReturnType<typeof useFilterLabels>;
  error: FilterError | null;
}

/**
 * A group of filters (docs/product.md#filters): an accordion with the group's title, open at
 * first when `expanded` (or when one of its filters is in use); `ungrouped` shows the filters
 * without the group around them; `flatten` lays the editors out at once instead of behind
 * summary rows.
 */
export function FilterGroupSection({ survey, group, filterToken, labels, error }: FilterGroupSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const activeCount = group.filters.filter((f) => filterValues(filterToken, f.extName).length > 0).length;
  const refused = error !== null && group.filters.some((f) => f.extName === error.field);
  const sections = (
    <Stack spacing={group.flatten ? 2 : 0.5} divider={group.flatten ? <Divider flexItem /> : undefined}>
      {group.filters.map((filter) => (
        <FilterSection
          key={filter.extName}
          survey={survey}
          filter={filter}
          filterToken={filterToken}
          labels={labels}
          collapsible={!group.flatten}
          error={error?.field === filter.extName ? error : null}
        />
      ))}
    </Stack>
  );
  if (group.ungrouped) {
    return (
      <Stack sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }} data-testid="filter-ungrouped">
        {sections}
      </Stack>
    );
  }
  return (
    <Accordion
      disableGutters
      elevation={0}
      square
      defaultExpanded={group.expanded || activeCount > 0 || refused}
      sx={{ borderBottom: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
      data-testid={`filter-group-${group.title}`}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={headingId} sx={{ minHeight: 44, px: 2 }}>
        <Typography component="h3" variant="subtitle2" sx={{ flex: 1 }}>
          {group.title}
        </Typography>
        {activeCount > 0 && (
          <Chip
            size="small"
            color="primary"
            label={activeCount}
            aria-label={t('filter.groupActive', { count: activeCount })}
            sx={{ height: 20, mr: 1 }}
          />
        )}
      </AccordionSummary>
      <AccordionDetails sx={{ px: 2, pt: 0, pb: 1.5 }}>{sections}</AccordionDetails>
    </Accordion>
  );
}
