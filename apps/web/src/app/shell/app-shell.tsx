import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FILTER_SIDEBAR_WIDTH } from '@opinio/domain/constants';
import type { RouteDef } from '@opinio/domain/routes';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TopBarTarget } from '@/components/top-bar-target.ts';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useAfterFirstContent } from '@/lib/first-content.ts';
import { loadRestTexts } from '@/lib/i18n.ts';
import { MainMenu } from './main-menu.tsx';
import { TOP_BAR_ID, TopBar } from './top-bar.tsx';

// The filters are for signed-in users, after the first numbers: a file of their own.
const FilterSidebar = lazy(async () => ({
  default: (await import('@/features/filters/components/filter-sidebar.tsx')).FilterSidebar,
}));
const SystemMessageBar = lazy(async () => ({
  default: (await import('./system-message-bar.tsx')).SystemMessageBar,
}));
const PhoneFilterSheet = lazy(async () => ({
  default: (await import('./phone-filter-sheet.tsx')).PhoneFilterSheet,
}));
const ReportDownloadWatcher = lazy(async () => ({
  default: (await import('@/entities/reports/components/report-download-watcher.tsx')).ReportDownloadWatcher,
}));

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
  // The filter sidebar, the report watcher and the administration texts load after the
  // screen's first numbers.
  const afterFirstContent = useAfterFirstContent();
  useEffect(() => {
    if (afterFirstContent) loadRestTexts().catch(() => undefined);
  }, [afterFirstContent]);

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
      {/* the report download follows the session: signing out ends it */}
      {identity && afterFirstContent && (
        <Suspense fallback={null}>
          <ReportDownloadWatcher />
        </Suspense>
      )}
      {signedInWithSurvey && survey?.systemMessage && (
        <Suspense fallback={null}>
          <SystemMessageBar message={survey.systemMessage} />
        </Suspense>
      )}
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
          <TopBarTarget.Provider value={identity ? TOP_BAR_ID : null}>{children}</TopBarTarget.Provider>
        </Box>
        {hasFilterSidebar && filterOpen && !phone && (
          <Suspense fallback={<FilterSidebarPlace />}>
            {afterFirstContent ? <FilterSidebar /> : <FilterSidebarPlace />}
          </Suspense>
        )}
      </Box>
      {hasFilterSidebar && phone && filterOpen && (
        <Suspense fallback={null}>
          <PhoneFilterSheet onClose={() => setFilterChoice(false)} />
        </Suspense>
      )}
    </Box>
  );
}

/** Where the filter sidebar goes while it loads: the content keeps its width. */
function FilterSidebarPlace() {
  return (
    <Box
      aria-hidden
      sx={{
        width: FILTER_SIDEBAR_WIDTH,
        flexShrink: 0,
        borderLeft: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    />
  );
}
