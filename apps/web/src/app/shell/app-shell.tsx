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
import '@/components/skip-link.css';
import './app-shell.css';

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
    // Plain elements with static styles (app-shell.css): the frame draws without style work.
    <div className="app-shell" data-phone={phone || undefined}>
      <a href="#main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
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
      <div className="app-shell-body">
        {signedInWithSurvey && !route.hideMainSidebar && !phone && <MainMenu />}
        {/* focusable from the keyboard: the content area scrolls on its own on a desktop */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached and scrolled by keyboard */}
        <main id="main" className="app-shell-main" tabIndex={0}>
          <TopBarTarget.Provider value={identity ? TOP_BAR_ID : null}>{children}</TopBarTarget.Provider>
        </main>
        {hasFilterSidebar && filterOpen && !phone && (
          <Suspense fallback={<FilterSidebarPlace />}>
            {afterFirstContent ? <FilterSidebar /> : <FilterSidebarPlace />}
          </Suspense>
        )}
      </div>
      {hasFilterSidebar && phone && filterOpen && (
        <Suspense fallback={null}>
          <PhoneFilterSheet onClose={() => setFilterChoice(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** Where the filter sidebar goes while it loads: the content keeps its width. */
function FilterSidebarPlace() {
  return <div aria-hidden className="filter-sidebar-place" style={{ width: FILTER_SIDEBAR_WIDTH }} />;
}
