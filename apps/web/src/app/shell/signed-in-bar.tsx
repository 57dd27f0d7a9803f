import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import type { RouteDef } from '@opinio/domain/routes';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import type { TSurvey, TView } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { ActingAsChip } from '../../features/auth/components/acting-as-chip.tsx';
import { BugMenu } from '../../features/bugs/components/bug-menu.tsx';
import { useSelectionNavigation } from '../../lib/selection-navigation.ts';
import { AccountActions } from './account-actions.tsx';
import { AlertBell } from './alert-bell.tsx';
import { BarButton } from './bar-button.tsx';
import { SurveyPicker } from './survey-picker.tsx';
import { ViewTabs } from './view-tabs.tsx';

/*
 * The top bar's parts for a signed-in user: a file of their own, which the sign-in page
 * never loads (top-bar.tsx).
 */

interface SurveyBarItemsProps {
  route: RouteDef;
  identity: TUserIdentity;
  survey: TSurvey;
  view: TView | null;
}

/** Home, the survey picker, the view tabs, the alert bell and (root) the bug menu. */
export function SurveyBarItems({ route, identity, survey, view }: SurveyBarItemsProps) {
  const { t } = useTranslation();
  const { goHome } = useSelectionNavigation();
  return (
    <>
      <BarButton label={t('shell.home')} testId="home-button" onClick={() => void goHome()}>
        <HomeIcon />
      </BarButton>
      <SurveyPicker surveys={identity.surveys} current={survey} />
      <Box sx={{ flex: 1, minWidth: 120, ml: { xs: 0, md: 2 } }}>
        {!route.hideTabs && <ViewTabs survey={survey} current={view} />}
      </Box>
      <AlertBell />
      {identity.isRoot && <BugMenu surveyExtName={survey.extName} />}
    </>
  );
}

export { AccountActions, ActingAsChip };
