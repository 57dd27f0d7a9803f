import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { TSurvey, TView } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { useSelectionNavigation } from '../../lib/selection-navigation.ts';

interface ViewTabsProps {
  survey: TSurvey;
  current: TView | null;
}

/** A tab per view (hierarchy) of the survey; switching starts at that view's start path. */
export function ViewTabs({ survey, current }: ViewTabsProps) {
  const { t } = useTranslation();
  const { openView } = useSelectionNavigation();
  if (survey.views.length === 0) return null;
  return (
    <Tabs
      value={current?.extName ?? false}
      onChange={(_event, extName: string) => {
        const view = survey.views.find((v) => v.extName === extName);
        if (view) void openView(view);
      }}
      aria-label={t('shell.views')}
      textColor="inherit"
      variant="scrollable"
      scrollButtons="auto"
      slotProps={{ indicator: { sx: { bgcolor: 'common.white', height: 3 } } }}
      sx={{ minHeight: 48 }}
    >
      {survey.views.map((view) => (
        <Tab
          key={view.extName}
          value={view.extName}
          label={view.title}
          data-testid={`view-tab-${view.extName}`}
          // inherit's 60 % opacity is too faint on the bar's blue (contrast): 85 % reads
          sx={{ '&:not(.Mui-selected)': { opacity: 0.85 } }}
        />
      ))}
    </Tabs>
  );
}
