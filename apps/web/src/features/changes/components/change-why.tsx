import Link from '@mui/material/Link';
import type { TChange, TChangeWhy, TWhyPart } from '@opinio/domain/schemas/changes';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { formatNumber, formatPercent, useLocale } from '@/lib/number-format.ts';
import { pagePath } from '@/lib/page-path.ts';
import { commentsPage, topicCommentsPath } from '@/lib/topic-comments-link.ts';
import { useTopicFilter } from '@/lib/use-topic-filter.ts';
import { useChanges, useChangeWhy } from '../api/get-changes.ts';

/** Parts named per line: the few that carry most. */
const NAMED = 3;
/** The sentences of the lines, each with one list of parts. */
type LineKey =
  | 'changes.why.units'
  | 'changes.why.segment'
  | 'changes.why.topics'
  | 'changes.why.topicsFewer'
  | 'changes.why.drivers';
/** Where a line's links go in its sentence. */
const SLOT = '\u0000';

/**
 * Why a change happened, as short lines under it: the child units and segments that carry
 * it (their share of the change), the topics that grew among unhappy comments, the questions
 * that moved with it. Asked when the reader opens it. Each part links to what proves it over
 * the change's window: a child unit's dashboard, the unit's dashboard filtered to a segment,
 * a topic's comments at the unit, the unit's dashboard for its questions.
 */
export function ChangeWhy({
  context,
  changeId,
  decimals,
  direction,
  survey: given,
}: {
  context: AnalyticsContext;
  changeId: string;
  decimals: number;
  direction: 'up' | 'down';
  /** The survey whose pages the parts link to (without it the parts are not links). */
  survey?: TSurvey;
}) {
  const query = useChangeWhy(context, changeId, true);
  // the change itself, from the list it was opened in (the same query, already answered)
  const change = useChanges(context).data?.changes.find((c) => c.id === changeId) ?? null;
  const survey = given ?? null;
  if (query.isPending) return <LoadingSkeleton variant="rows" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  return (
    <WhyLines why={query.data} change={change} survey={survey} decimals={decimals} direction={direction} />
  );
}

function WhyLines({
  why,
  change,
  survey,
  decimals,
  direction,
}: {
  why: TChangeWhy;
  change: TChange | null;
  survey: TSurvey | null;
  decimals: number;
  direction: 'up' | 'down';
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const topics = why.topics.filter((topic) => topic.significant).slice(0, NAMED);
  const topicFilter = useTopicFilter(
    survey ?? ({ extName: '', loadCount: 0 } as TSurvey),
    survey ? topics.map((topic) => topic.key) : [],
  );
  // the change's own window, as a time filter of the pages the links open
  const period = change ? `ftime=rdays:-${change.window - 1}:0` : '';
  const overview = survey?.pages[0];
  const dashboard = (path: string, filter: string | null) =>
    survey && overview ? pagePath(survey, overview, path, filter ? `${filter};${period}` : period) : null;
  const topicComments = (topic: string) => {
    const page = survey ? commentsPage(survey) : null;
    if (!survey || !page || !topicFilter || !change) return null;
    return topicCommentsPath({
      survey,
      page,
      from: overview,
      drillPath: change.unit.path,
      filterToken: period,
      filterName: topicFilter.extName,
      topic,
    });
  };
  const linked = (text: string, to: string | null, key: string) => ({
    key,
    node: to ? (
      <Link component={RouterLink} to={to} underline="always">
        {text}
      </Link>
    ) : (
      text
    ),
  });
  /** The parts one after another, a comma between them. */
  const list = (items: Array<{ key: string; node: ReactNode }>) =>
    items.map(({ key, node }, i) => (
      <Fragment key={key}>
        {i > 0 && ', '}
        {node}
      </Fragment>
    ));
  const parts = (partsOf: TWhyPart[]) =>
    list(
      partsOf.slice(0, NAMED).map((p) =>
        linked(
          t('changes.why.part', {
            label: p.label,
            share: formatPercent(Math.max(0, Math.min(p.share, 999)), locale),
          }),
          dashboard(p.path, p.filter),
          p.key,
        ),
      ),
    );
  /** The sentence of `key` with its list of linked parts where `{{name}}` stands. */
  const line = (key: LineKey, name: string, items: ReactNode[], values: Record<string, string> = {}) => {
    const [before, after] = String(
      t(key, { ...values, [name]: SLOT } as Record<'view' | 'parts' | 'topics' | 'drivers', string>),
    ).split(SLOT);
    return (
      <li key={`${key}${values.view ?? ''}`}>
        {before}
        {items}
        {after}
      </li>
    );
  };
  const lines: ReactNode[] = [];
  if (why.children.length > 0) lines.push(line('changes.why.units', 'parts', parts(why.children)));
  for (const segment of why.segments)
    lines.push(line('changes.why.segment', 'parts', parts(segment.parts), { view: segment.view }));
  if (topics.length > 0)
    lines.push(
      line(
        direction === 'down' ? 'changes.why.topics' : 'changes.why.topicsFewer',
        'topics',
        list(
          topics.map((topic) =>
            linked(
              t('changes.why.topic', {
                label: topic.label,
                from: formatPercent(topic.historyShare, locale),
                to: formatPercent(topic.recentShare, locale),
              }),
              topicComments(topic.key),
              topic.key,
            ),
          ),
        ),
      ),
    );
  const drivers = why.drivers.filter((driver) => driver.significant).slice(0, NAMED);
  if (drivers.length > 0)
    lines.push(
      line(
        'changes.why.drivers',
        'drivers',
        list(
          drivers.map((driver) =>
            linked(
              t('changes.why.driver', {
                label: driver.label,
                from: formatNumber(driver.historyValue, locale, Math.max(decimals, 1)),
                to: formatNumber(driver.recentValue, locale, Math.max(decimals, 1)),
              }),
              change ? dashboard(change.unit.path, null) : null,
              driver.key,
            ),
          ),
        ),
      ),
    );
  if (lines.length === 0) return <p className="change-why">{t('changes.why.none')}</p>;
  return <ul className="change-why">{lines}</ul>;
}
