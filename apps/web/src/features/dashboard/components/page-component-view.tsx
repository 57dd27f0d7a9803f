import type { TComponentType, TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import type { ComponentType } from 'react';
import type { AnalyticsContext } from '../../../lib/analytics-context.ts';

/** What every component of a page is given. */
interface PageComponentProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
  drillPath: string;
}

/**
 * The React component for each page component type. The app composes it (src/app), so that
 * the dashboard shows components of other features without importing them.
 */
export type PageComponentRegistry = Record<TComponentType, ComponentType<PageComponentProps>>;

interface PageComponentViewProps extends PageComponentProps {
  registry: PageComponentRegistry;
}

/** One configured component of a page (survey.pages[].components). */
export function PageComponentView({ registry, ...props }: PageComponentViewProps) {
  const View = registry[props.component.type];
  return <View {...props} />;
}
