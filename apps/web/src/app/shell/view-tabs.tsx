import type { TSurvey, TView } from '@opinio/domain/schemas/survey';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectionNavigation } from '@/entities/selection/lib/selection-navigation.ts';
import { staysInApp } from '@/lib/in-app-click.ts';
import { useScrollEdges } from '@/lib/use-scroll-edges.ts';
import './view-tabs.css';

interface ViewTabsProps {
  survey: TSurvey;
  current: TView | null;
}

/**
 * A link per view (hierarchy) of the survey; each opens the screen at that view's start path.
 * Links rather than tabs: a view is a place with an address (a new tab opens it), and plain
 * elements cost the bar nothing to draw before the first numbers (view-tabs.css). When
 * the views do not fit (a phone), an arrow on each side with more views says so and
 * scrolls; the keyboard reaches every view anyway, a focused link scrolls into view.
 */
export function ViewTabs({ survey, current }: ViewTabsProps) {
  const { t } = useTranslation();
  const { openView, viewPath } = useSelectionNavigation();
  const ref = useRef<HTMLElement>(null);
  const edges = useScrollEdges(ref);
  if (survey.views.length === 0) return null;
  const arrow = (side: 'left' | 'right') => (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden
      className={`view-tabs-arrow view-tabs-arrow-${side}`}
      data-testid={`view-tabs-${side}`}
      onClick={() => {
        const nav = ref.current;
        if (nav) nav.scrollBy({ left: (side === 'left' ? -0.8 : 0.8) * nav.clientWidth, behavior: 'smooth' });
      }}
    >
      {side === 'left' ? '‹' : '›'}
    </button>
  );
  return (
    <div className="view-tabs-frame" {...(edges.scrolls ? { 'data-scroll-cue': '' } : {})}>
      {edges.left && arrow('left')}
      <nav ref={ref} aria-label={t('shell.views')} className="view-tabs">
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
      {edges.right && arrow('right')}
    </div>
  );
}
