import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
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
  // null: follow the screen width until the user decides.
  const [filterChoice, setFilterChoice] = useState<boolean | null>(null);
  const signedInWithSurvey = Boolean(identity && survey);
  const hasFilterSidebar = signedInWithSurvey && !route.hideFilterSidebar;
  const filterOpen = filterChoice ?? wide;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
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
      />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {signedInWithSurvey && !route.hideMainSidebar && <MainMenu />}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, overflow: 'auto', p: { xs: 2, md: 3 } }}
        >
          {children}
        </Box>
        {hasFilterSidebar && filterOpen && <FilterSidebar />}
      </Box>
    </Box>
  );
}
