import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useFilterError } from '../lib/use-filter-error.ts';
import { useFilterLabels } from '../lib/use-filter-labels.ts';
import { ActiveFilterChips } from './active-filter-chips.tsx';
import { FilterErrorAlert } from './filter-error-alert.tsx';
import './active-filter-chips.css';

/** Above a dashboard: the active filters as chips, and the server's reason when it refused one. */
export function ActiveFilterBar() {
  const { survey } = useSelection();
  return survey ? <Bar survey={survey} /> : null;
}

function Bar({ survey }: { survey: TSurvey }) {
  const { drillPath, filterToken } = useSelection();
  const error = useFilterError(joinFilteredDrillPath(drillPath, filterToken));
  const labels = useFilterLabels(survey, filterToken);
  return (
    <div className="active-filter-bar">
      <ActiveFilterChips filterToken={filterToken} labels={labels} />
      {error && <FilterErrorAlert error={error} filterToken={filterToken} filterTitle={labels.filterTitle} />}
    </div>
  );
}
