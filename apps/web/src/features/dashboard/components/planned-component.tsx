import type { TPageComponent } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { Panel } from '@/components/panel.tsx';

export type PlannedType = Extract<
  TPageComponent['type'],
  'AlertList' | 'GamificationOverviewConfig' | 'RankingTableComponent'
>;

/** Page component types that have no data source yet: say so plainly (docs/product.md#not-yet-built). */
export function PlannedComponent({ component, type }: { component: TPageComponent; type: PlannedType }) {
  const { t } = useTranslation();
  return (
    <Panel title={component.title ?? t(`component.${type}`)} testId={`component-${component.id}`}>
      <EmptyState text={t(`component.${type}.empty`)} />
    </Panel>
  );
}
