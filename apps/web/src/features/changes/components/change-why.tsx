import type { TChangeWhy, TWhyPart } from '@opinio/domain/schemas/changes';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { formatNumber, formatPercent, useLocale } from '@/lib/number-format.ts';
import { useChangeWhy } from '../api/get-changes.ts';

/** Parts named per line: the few that carry most. */
const NAMED = 3;

/**
 * Why a change happened, as short lines under it: the child units and segments that carry
 * it (their share of the change), the topics that grew among unhappy comments, the questions
 * that moved with it. Asked when the reader opens it.
 */
export function ChangeWhy({
  context,
  changeId,
  decimals,
  direction,
}: {
  context: AnalyticsContext;
  changeId: string;
  decimals: number;
  direction: 'up' | 'down';
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useChangeWhy(context, changeId, true);
  if (query.isPending) return <LoadingSkeleton variant="rows" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const why: TChangeWhy = query.data;
  const parts = (list: TWhyPart[]) =>
    list
      .slice(0, NAMED)
      .map((p) =>
        t('changes.why.part', {
          label: p.label,
          share: formatPercent(Math.max(0, Math.min(p.share, 999)), locale),
        }),
      )
      .join(', ');
  const lines: string[] = [];
  if (why.children.length > 0) lines.push(t('changes.why.units', { parts: parts(why.children) }));
  for (const segment of why.segments)
    lines.push(t('changes.why.segment', { view: segment.view, parts: parts(segment.parts) }));
  const topics = why.topics.filter((topic) => topic.significant).slice(0, NAMED);
  if (topics.length > 0)
    lines.push(
      t(direction === 'down' ? 'changes.why.topics' : 'changes.why.topicsFewer', {
        topics: topics
          .map((topic) =>
            t('changes.why.topic', {
              label: topic.label,
              from: formatPercent(topic.historyShare, locale),
              to: formatPercent(topic.recentShare, locale),
            }),
          )
          .join(', '),
      }),
    );
  const drivers = why.drivers.filter((driver) => driver.significant).slice(0, NAMED);
  if (drivers.length > 0)
    lines.push(
      t('changes.why.drivers', {
        drivers: drivers
          .map((driver) =>
            t('changes.why.driver', {
              label: driver.label,
              from: formatNumber(driver.historyValue, locale, Math.max(decimals, 1)),
              to: formatNumber(driver.recentValue, locale, Math.max(decimals, 1)),
            }),
          )
          .join(', '),
      }),
    );
  if (lines.length === 0) return <p className="change-why">{t('changes.why.none')}</p>;
  return (
    <ul className="change-why">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
