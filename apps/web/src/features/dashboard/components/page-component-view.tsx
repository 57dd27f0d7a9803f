import type { TComponentType, TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';

/** What every component of a page is given. */
export interface PageComponentProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
  drillPath: string;
  /** The page's only component: it may take the page's whole height (a feed rather than a box). */
  alone?: boolean;
}

/**
 * The React component for each page component type. The app composes it (src/app), so that
 * the dashboard shows components of other features without importing them.
 */
export type PageComponentRegistry = Record<TComponentType, ComponentType<PageComponentProps>>;

interface PageComponentViewProps extends PageComponentProps {
  registry: PageComponentRegistry;
  /** What holds the component's place while its code loads. */
  fallback?: ReactNode;
}

/** One configured component of a page (survey.pages[].components). */
export function PageComponentView({ registry, fallback, ...props }: PageComponentViewProps) {
  const View = registry[props.component.type];
  // Components of other features may load on demand (src/app/page-components.tsx).
  return (
    <Suspense fallback={fallback ?? <LoadingSkeleton />}>
      <View {...props} />
    </Suspense>
  );
}
