import Stack from '@mui/material/Stack';
import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import type { ComponentType, ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useSelection } from '../lib/selection.tsx';

/** What a survey list screen's body gets once a survey is selected. */
export interface SurveyListProps {
  survey: TSurvey;
  drillPathFiltered: string;
  filterBar: ReactNode;
}

interface SurveyListScreenProps {
  /** The route name, for the title shown without a survey. */
  route: string;
  title: string;
  /** Shown while no survey is selected. */
  emptyText: string;
  filterBar?: ReactNode;
  list: ComponentType<SurveyListProps>;
}

/** A list screen of the selected survey and drill node; without a survey, its title and a note. */
export function SurveyListScreen({ route, title, emptyText, filterBar, list: List }: SurveyListScreenProps) {
  const { survey, drillPath, filterToken } = useSelection();
  if (!survey) {
    return (
      <Stack spacing={2}>
        <ScreenTitle route={route}>{title}</ScreenTitle>
        <EmptyState text={emptyText} />
      </Stack>
    );
  }
  return (
    <List
      survey={survey}
      drillPathFiltered={joinFilteredDrillPath(drillPath, filterToken)}
      filterBar={filterBar}
    />
  );
}
