import type { RouteDef } from '@opinio/domain/routes';
import { useTranslation } from 'react-i18next';
import { PathIcon } from '@/components/plain-controls.tsx';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { BarButton } from './bar-button.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { AccountActions, ActingAsChip, PhoneBar, SurveyBarItems } from './signed-in-bar.tsx';
import './top-bar.css';

/** The bar's id: each screen's heading links to it (components/top-bar-target.ts). */
export const TOP_BAR_ID = 'top-bar';

interface TopBarProps {
  route: RouteDef;
  filterSidebarOpen: boolean | null;
  onToggleFilterSidebar: () => void;
  /** Below 600 px: the views, pages and account actions move to a drawer; the bar is one line. */
  phone: boolean;
}

export function TopBar({ route, filterSidebarOpen, onToggleFilterSidebar, phone }: TopBarProps) {
  const { t } = useTranslation();
  const identity = useIdentity().data;
  const { survey, view } = useSelection();
  const spacer = <div className="top-bar-spacer" />;
  const filterToggle = filterSidebarOpen !== null && (
    <BarButton
      label={filterSidebarOpen ? t('filter.hide') : t('filter.show')}
      testId="filter-sidebar-toggle"
      onClick={onToggleFilterSidebar}
    >
      <PathIcon name="filterList" />
    </BarButton>
  );

  return (
    // the heading of each screen links here (tabIndex: the link can move focus to it)
    // plain elements with static styles (top-bar.css): the bar draws without style work
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the page's header is its banner landmark, which a name may label
    <header className="top-bar" id={TOP_BAR_ID} tabIndex={-1} aria-label={t('shell.topBar')}>
      {phone && identity ? (
        <PhoneBar route={route} identity={identity} survey={survey} view={view}>
          {filterToggle}
        </PhoneBar>
      ) : (
        <div className="top-bar-row">
          <span className="top-bar-logo" data-testid="logo">
            Opinio
          </span>
          {identity && survey ? (
            <SurveyBarItems route={route} identity={identity} survey={survey} view={view} />
          ) : (
            spacer
          )}
          {identity?.actingAs && <ActingAsChip actingAs={identity.actingAs} />}
          <LanguageMenu />
          {identity && <AccountActions identity={identity} surveyExtName={survey?.extName ?? null} />}
          {filterToggle}
        </div>
      )}
    </header>
  );
}
