import type { RouteDef } from '@opinio/domain/routes';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import type { TSurvey, TView } from '@opinio/domain/schemas/survey';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOnOpen } from '@/components/lazy-on-open.tsx';
import { IconButton, PathIcon } from '@/components/plain-controls.tsx';
import { useSelectionNavigation } from '@/entities/selection/lib/selection-navigation.ts';
import { ActingAsChip } from '@/features/auth/components/acting-as-chip.tsx';
import { AccountActions } from './account-actions.tsx';
import { AlertBell } from './alert-bell.tsx';
import { BarButton } from './bar-button.tsx';
import { RootToolsMenu } from './root-tools-menu.tsx';
import { SurveyPicker } from './survey-picker.tsx';
import { ViewTabs } from './view-tabs.tsx';

// The phone's navigation drawer loads when first opened.
const PhoneDrawer = lazyOnOpen(async () => (await import('./phone-drawer.tsx')).PhoneDrawer);

/*
 * The top bar's parts for a signed-in user (top-bar.tsx). They come with the shell, so that a
 * phone's bar is there at once when a window narrows; the sign-in page has a bar of its own.
 */

interface SurveyBarItemsProps {
  route: RouteDef;
  identity: TUserIdentity;
  survey: TSurvey;
  view: TView | null;
}

/** Home, the survey picker, the view tabs, the alert bell and (root) the system's tools. */
export function SurveyBarItems({ route, identity, survey, view }: SurveyBarItemsProps) {
  const { t } = useTranslation();
  const { goHome } = useSelectionNavigation();
  return (
    <>
      <BarButton label={t('shell.home')} testId="home-button" onClick={() => void goHome()}>
        <PathIcon name="home" />
      </BarButton>
      <SurveyPicker surveys={identity.surveys} current={survey} />
      <div className="top-bar-views">{!route.hideTabs && <ViewTabs survey={survey} current={view} />}</div>
      <AlertBell />
      {identity.isRoot && <RootToolsMenu surveyExtName={survey.extName} />}
    </>
  );
}

interface PhoneBarProps extends Omit<SurveyBarItemsProps, 'survey'> {
  survey: TSurvey | null;
  /** The filter toggle, when the screen has filters. */
  children: ReactNode;
}

/**
 * The bar on a phone, one line: a menu button opening the drawer (the views, pages, account
 * actions), the survey picker, home, the alert bell. The views have no row of their own: the
 * first screen is for the numbers.
 */
export function PhoneBar({ route, identity, survey, view, children }: PhoneBarProps) {
  const { t } = useTranslation();
  const { goHome } = useSelectionNavigation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <>
      <div className="top-bar-row" data-phone>
        <IconButton
          aria-label={t('shell.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
          testId="phone-menu-button"
        >
          <PathIcon name="menu" />
        </IconButton>
        <div className="top-bar-title">
          {survey ? (
            <SurveyPicker surveys={identity.surveys} current={survey} compact />
          ) : (
            <span className="top-bar-logo" data-testid="logo">
              Opinio
            </span>
          )}
        </div>
        {survey && (
          <BarButton label={t('shell.home')} testId="home-button" onClick={() => void goHome()}>
            <PathIcon name="home" />
          </BarButton>
        )}
        {survey && <AlertBell />}
        {identity.isRoot && survey && <RootToolsMenu surveyExtName={survey.extName} />}
        {children}
      </div>
      {identity.actingAs && (
        <div className="top-bar-acting-as">
          <ActingAsChip actingAs={identity.actingAs} />
        </div>
      )}
      <PhoneDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        identity={identity}
        surveyExtName={survey?.extName ?? null}
        views={survey && !route.hideTabs ? { survey, current: view } : null}
        showPages={Boolean(survey) && !route.hideMainSidebar}
      />
    </>
  );
}

export { AccountActions, ActingAsChip };
