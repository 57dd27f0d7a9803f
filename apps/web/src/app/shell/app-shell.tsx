import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { RouteDef } from '@opinio/domain/routes';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSidebar } from '../../features/filters/components/filter-sidebar.tsx';
import { useIdentity } from '../../lib/identity.ts';
import { useSelection } from '../../lib/selection.tsx';
import { MainMenu } from './main-menu.tsx';
import { SystemMessageBar } from './system-message-bar.tsx';
import { TopBar } from './top-bar.tsx';

interface AppShellProps {
  route: RouteDef;
  children: ReactNode;
}

/** System message, top bar, left page menu, content, right filter sidebar; route flags hide parts. */
export function AppShell({ route, children }: AppShellProps) {
  const { t } = useTranslation();
  const identity = useIdentity().data;
  const { survey } = useSelection();
  const wide = useMediaQuery('(min-width:1280px)');
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  // null: follow the screen width until the user decides.
  const [filterChoice, setFilterChoice] = useState<boolean | null>(null);
  const signedInWithSurvey = Boolean(identity && survey);
  const hasFilterSidebar = signedInWithSurvey && !route.hideFilterSidebar;
  const filterOpen = filterChoice ?? wide;

  return (
    // On a desktop the bars stay and the content scrolls; on a phone the page scrolls as a whole.
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        ...(phone ? { minHeight: '100vh' } : { height: '100vh' }),
      }}
    >
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('shell.skipToContent')}
      </Link>
      {signedInWithSurvey && survey?.systemMessage && <SystemMessageBar message={survey.systemMessage} />}
      <TopBar
        route={route}
        filterSidebarOpen={hasFilterSidebar ? filterOpen : null}
        onToggleFilterSidebar={() => setFilterChoice(!filterOpen)}
        phone={phone}
      />
      <Box sx={{ display: 'flex', flex: 1, minHeight: phone ? undefined : 0 }}>
        {signedInWithSurvey && !route.hideMainSidebar && !phone && <MainMenu />}
        <Box
          component="main"
          id="main"
          // focusable from the keyboard: the content area scrolls on its own on a desktop
          tabIndex={0}
          sx={{ flex: 1, minWidth: 0, overflow: phone ? 'visible' : 'auto', p: { xs: 2, md: 3 } }}
        >
          {children}
        </Box>
        {hasFilterSidebar && filterOpen && !phone && <FilterSidebar />}
      </Box>
      {hasFilterSidebar && phone && (
        // on a phone the filters take the whole screen, closed from their own bar
        <Dialog
          fullScreen
          open={filterOpen}
          onClose={() => setFilterChoice(false)}
          aria-labelledby="phone-filters-title"
        >
          <AppBar position="static" elevation={0}>
            <Toolbar variant="dense" sx={{ minHeight: 56 }}>
              <Typography id="phone-filters-title" component="h2" variant="h6" sx={{ flex: 1 }}>
                {t('filter.sidebar')}
              </Typography>
              <IconButton
                color="inherit"
                aria-label={t('filter.hide')}
                onClick={() => setFilterChoice(false)}
                data-testid="phone-filters-close"
              >
                <CloseIcon />
              </IconButton>
            </Toolbar>
          </AppBar>
          <FilterSidebar fullWidth />
        </Dialog>
      )}
    </Box>
  );
}
