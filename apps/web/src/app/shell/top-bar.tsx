import FilterListIcon from '@mui/icons-material/FilterList';
import HomeIcon from '@mui/icons-material/Home';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { RouteDef } from '@opinio/domain/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActingAsChip } from '../../features/auth/components/acting-as-chip.tsx';
import { BugMenu } from '../../features/bugs/components/bug-menu.tsx';
import { useIdentity } from '../../lib/identity.ts';
import { useSelection } from '../../lib/selection.tsx';
import { useSelectionNavigation } from '../../lib/selection-navigation.ts';
import { AccountActions, BarButton } from './account-actions.tsx';
import { AlertBell } from './alert-bell.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { PhoneDrawer } from './phone-drawer.tsx';
import { SurveyPicker } from './survey-picker.tsx';
import { ViewTabs } from './view-tabs.tsx';

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
  const { goHome } = useSelectionNavigation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const tabs = identity && survey && !route.hideTabs ? <ViewTabs survey={survey} current={view} /> : null;

  if (phone) {
    return (
      <AppBar position="static" elevation={0} component="header">
        <Toolbar variant="dense" sx={{ gap: 0.5, minHeight: 56, px: 1 }}>
          {identity && (
            <IconButton
              color="inherit"
              aria-label={t('shell.openMenu')}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              data-testid="phone-menu-button"
            >
              <MenuIcon />
            </IconButton>
          )}
          {identity && survey ? (
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' }}>
              <SurveyPicker surveys={identity.surveys} current={survey} compact />
            </Box>
          ) : (
            <Typography component="span" variant="h6" sx={{ fontWeight: 800, flex: 1 }} data-testid="logo">
              Opinio
            </Typography>
          )}
          {identity && survey && (
            <BarButton label={t('shell.home')} testId="home-button" onClick={() => void goHome()}>
              <HomeIcon />
            </BarButton>
          )}
          {identity && survey && <AlertBell />}
          {identity?.isRoot && survey && <BugMenu surveyExtName={survey.extName} />}
          {!identity && <LanguageMenu />}
          {filterSidebarOpen !== null && (
            <BarButton
              label={filterSidebarOpen ? t('filter.hide') : t('filter.show')}
              testId="filter-sidebar-toggle"
              onClick={onToggleFilterSidebar}
            >
              <FilterListIcon />
            </BarButton>
          )}
        </Toolbar>
        {identity?.actingAs && (
          <Box sx={{ px: 1, pb: 1 }}>
            <ActingAsChip actingAs={identity.actingAs} />
          </Box>
        )}
        {tabs}
        {identity && (
          <PhoneDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            identity={identity}
            surveyExtName={survey?.extName ?? null}
            showPages={Boolean(survey) && !route.hideMainSidebar}
          />
        )}
      </AppBar>
    );
  }

  return (
    <AppBar position="static" elevation={0} component="header">
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
        <Typography
          component="span"
          variant="h6"
          sx={{ fontWeight: 800, letterSpacing: 0.5, mr: 1 }}
          data-testid="logo"
        >
          Opinio
        </Typography>
        {identity && survey && (
          <>
            <BarButton label={t('shell.home')} testId="home-button" onClick={() => void goHome()}>
              <HomeIcon />
            </BarButton>
            <SurveyPicker surveys={identity.surveys} current={survey} />
            <Box sx={{ flex: 1, minWidth: 120, ml: { xs: 0, md: 2 } }}>{tabs}</Box>
            <AlertBell />
            {identity.isRoot && <BugMenu surveyExtName={survey.extName} />}
          </>
        )}
        {!(identity && survey) && <Box sx={{ flex: 1 }} />}
        {identity?.actingAs && <ActingAsChip actingAs={identity.actingAs} />}
        <LanguageMenu />
        {identity && <AccountActions identity={identity} surveyExtName={survey?.extName ?? null} />}
        {filterSidebarOpen !== null && (
          <BarButton
            label={filterSidebarOpen ? t('filter.hide') : t('filter.show')}
            testId="filter-sidebar-toggle"
            onClick={onToggleFilterSidebar}
          >
            <FilterListIcon />
          </BarButton>
        )}
      </Toolbar>
    </AppBar>
  );
}
