import FilterListIcon from '@mui/icons-material/FilterList';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { RouteDef } from '@opinio/domain/routes';
import { useTranslation } from 'react-i18next';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { BarButton } from './bar-button.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { AccountActions, ActingAsChip, PhoneBar, SurveyBarItems } from './signed-in-bar.tsx';

/** The bar's id: each screen's heading links to it (components/top-bar-target.ts). */
export const TOP_BAR_ID = 'top-bar';

interface TopBarProps {
  route: RouteDef;
  filterSidebarOpen: boolean | null;
  onToggleFilterSidebar: () => void;
  /** Below 600 px: pages and account actions move to a drawer, the views to a row of their own. */
  phone: boolean;
}

export function TopBar({ route, filterSidebarOpen, onToggleFilterSidebar, phone }: TopBarProps) {
  const { t } = useTranslation();
  const identity = useIdentity().data;
  const { survey, view } = useSelection();
  const spacer = <Box sx={{ flex: 1 }} />;
  const filterToggle = filterSidebarOpen !== null && (
    <BarButton
      label={filterSidebarOpen ? t('filter.hide') : t('filter.show')}
      testId="filter-sidebar-toggle"
      onClick={onToggleFilterSidebar}
    >
      <FilterListIcon />
    </BarButton>
  );

  return (
    // the heading of each screen links here (tabIndex: the link can move focus to it)
    <AppBar
      position="static"
      elevation={0}
      component="header"
      id={TOP_BAR_ID}
      tabIndex={-1}
      aria-label={t('shell.topBar')}
    >
      {phone && identity ? (
        <PhoneBar route={route} identity={identity} survey={survey} view={view}>
          {filterToggle}
        </PhoneBar>
      ) : (
        <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
          <Typography
            component="span"
            variant="h6"
            sx={{ fontWeight: 800, letterSpacing: 0.5, mr: 1 }}
            data-testid="logo"
          >
            Opinio
          </Typography>
          {identity && survey ? (
            <SurveyBarItems route={route} identity={identity} survey={survey} view={view} />
          ) : (
            spacer
          )}
          {identity?.actingAs && <ActingAsChip actingAs={identity.actingAs} />}
          <LanguageMenu />
          {identity && <AccountActions identity={identity} surveyExtName={survey?.extName ?? null} />}
          {filterToggle}
        </Toolbar>
      )}
    </AppBar>
  );
}
