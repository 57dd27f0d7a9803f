import type { TSurvey, TView } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { useSelectionNavigation } from '@/entities/selection/lib/selection-navigation.ts';
import { staysInApp } from '@/lib/in-app-click.ts';
import './view-tabs.css';

interface ViewTabsProps {
  survey: TSurvey;
  current: TView | null;
}

/**
 * A link per view (hierarchy) of the survey; each opens the screen at that view's start path.
 * Links rather than tabs: a view is a place with an address (a new tab opens it), and plain
 * elements cost the bar nothing to draw before the first numbers (view-tabs.css).
 */
export function ViewTabs({ survey, current }: ViewTabsProps) {
  const { t } = useTranslation();
  const { openView, viewPath } = useSelectionNavigation();
  if (survey.views.length === 0) return null;
  return (
    <nav aria-label={t('shell.views')} className="view-tabs">
      {survey.views.map((view) => (
        <a
          key={view.extName}
          href={viewPath(view)}
          className="view-tab"
          aria-current={view.extName === current?.extName ? 'page' : undefined}
          data-testid={`view-tab-${view.extName}`}
          onClick={(event) => {
            if (!staysInApp(event)) return;
            event.preventDefault();
            void openView(view);
          }}
        >
          {view.title}
        </a>
      ))}
    </nav>
  );
}
