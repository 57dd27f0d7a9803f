import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TCommentSummaryResponse, TSummaryTheme } from '@opinio/domain/schemas/comment-summary';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { useTopicCommentsPath } from '@/entities/selection/lib/use-topic-comments-path.ts';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { formatDate, formatNumber, formatSignedNumber, useLocale } from '@/lib/number-format.ts';
import { useCommentSummary } from '../api/get-comment-summary.ts';
import { type ThemeEffect, themeEffect, themeFigures } from '../lib/theme-text.ts';
import './comment-summary.css';

/** What the app puts under a theme (a feature of its own: making an action plan on it). */
export type ThemeAction = ComponentType<{
  theme: TSummaryTheme;
  indicator: NonNullable<TCommentSummaryResponse['indicator']>;
  survey: TSurvey;
  context: AnalyticsContext;
}>;

interface CommentSummaryProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
  /** Drawn under each theme. */
  themeAction?: ThemeAction;
}

/**
 * The page component CommentSummaryComponent, "What customers say": the themes of the node's
 * comments (docs/comment-summaries.md), those that drag the indicator (config.indicator, else
 * the survey's NPS) first, each as sentences with its share, change and impact with its
 * interval, a few of its own comments quoted, and a link to all of them.
 */
export function CommentSummary({ component, survey, context, themeAction }: CommentSummaryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const indicator = typeof component.config.indicator === 'string' ? component.config.indicator : undefined;
  const query = useCommentSummary(context, indicator);
  const data = query.data;
  return (
    <Panel
      title={component.title ?? t('component.CommentSummaryComponent')}
      busy={query.isFetching}
      testId={`comment-summary-${component.id}`}
      actions={
        data && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('topics.comments', { count: data.comments, formatted: formatNumber(data.comments, locale) })}
          </Typography>
        )
      }
    >
      {query.isPending && <LoadingSkeleton variant="rows" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {data && data.taxonomy === 0 && <EmptyState text={t('topics.noTaxonomy')} />}
      {data && data.taxonomy > 0 && data.comments === 0 && <EmptyState text={t('topics.empty')} />}
      {data && data.taxonomy > 0 && data.comments > 0 && data.themes.length === 0 && (
        <EmptyState text={t('summary.noThemes')} />
      )}
      {data && data.themes.length > 0 && (
        <Themes data={data} survey={survey} context={context} action={themeAction} />
      )}
    </Panel>
  );
}

function Themes({
  data,
  survey,
  context,
  action: Action,
}: {
  data: TCommentSummaryResponse;
  survey: TSurvey;
  context: AnalyticsContext;
  action?: ThemeAction;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const commentsPath = useTopicCommentsPath(
    survey,
    context,
    data.themes.map((theme) => theme.key),
  );
  const indicator = data.indicator;
  const decimals = survey.indicators.find((i) => i.extName === indicator?.extName)?.decimals ?? 0;
  return (
    <>
      {indicator && (
        <Typography variant="body2" color="text.secondary">
          {t('summary.intro', { indicator: indicator.name })}
        </Typography>
      )}
      <ul className="summary-themes">
        {data.themes.map((theme) => (
          <ThemeItem
            key={theme.key}
            theme={theme}
            indicator={indicator?.name ?? null}
            decimals={decimals}
            minAnswers={data.minAnswers}
            to={commentsPath(theme.key)}
            action={
              Action && indicator ? (
                <Action theme={theme} indicator={indicator} survey={survey} context={context} />
              ) : null
            }
          />
        ))}
      </ul>
      <Typography variant="caption" color="text.secondary">
        {t('summary.method', {
          min: formatNumber(data.minAnswers, locale),
          untagged: formatNumber(data.untagged, locale),
        })}
      </Typography>
    </>
  );
}

const IMPACT_TEXT = {
  drags: 'summary.impact.lowers',
  lifts: 'summary.impact.raises',
  unclear: 'summary.impact.none',
  tooFew: 'summary.impact.none',
} as const;

const EFFECT_COLOR: Record<ThemeEffect, 'error' | 'success' | 'default'> = {
  drags: 'error',
  lifts: 'success',
  unclear: 'default',
  tooFew: 'default',
};

function ThemeItem({
  theme,
  indicator,
  decimals,
  minAnswers,
  to,
  action,
}: {
  theme: TSummaryTheme;
  indicator: string | null;
  decimals: number;
  minAnswers: number;
  to: string | null;
  /** What the app draws under the theme (a plan on it). */
  action: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const effect = themeEffect(theme);
  const figures = themeFigures(theme, decimals, locale);
  const headingId = `summary-${theme.key}`;
  const mentioned = [
    t('summary.mentioned', { share: figures.share, count: theme.count, formatted: figures.count }),
    figures.change !== null &&
      t(theme.changeSignificant ? 'summary.changeClear' : 'summary.changeUnclear', {
        change: figures.change,
      }),
    theme.sentiment !== null &&
      t('summary.sentiment', { score: formatSignedNumber(theme.sentiment, locale, 2) }),
  ].filter((part): part is string => typeof part === 'string');
  return (
    <li
      className={`summary-theme summary-theme-${effect}`}
      aria-labelledby={headingId}
      data-testid={`summary-theme-${theme.key}`}
    >
      <div className="summary-theme-head">
        <h3 className="summary-theme-name" id={headingId}>
          {theme.name}
        </h3>
        {indicator && effect !== 'tooFew' && (
          <Chip
            size="small"
            variant={effect === 'unclear' ? 'outlined' : 'filled'}
            color={EFFECT_COLOR[effect]}
            label={t(`summary.effect.${effect}`, { indicator })}
          />
        )}
      </div>
      <span>{mentioned.join(' · ')}</span>
      {indicator && theme.impact && (
        <span>
          {t(IMPACT_TEXT[effect], {
            indicator,
            mentioning: figures.mentioning ?? '–',
            others: figures.others ?? '–',
            n: figures.mentioningN,
            impact: figures.impact,
            low: figures.low ?? '–',
            high: figures.high ?? '–',
          })}
        </span>
      )}
      {indicator && !theme.impact && (
        <span className="summary-muted">
          {t('summary.tooFew', { min: formatNumber(minAnswers, locale) })}
        </span>
      )}
      {theme.comments.length > 0 && (
        <ul className="summary-quotes" aria-label={t('summary.quotes', { theme: theme.name })}>
          {theme.comments.map((comment) => (
            <li key={comment.interviewId}>
              <figure className="summary-quote">
                <blockquote style={{ margin: 0 }}>“{comment.text}”</blockquote>
                <figcaption>
                  {[comment.unitTitle, formatDate(comment.date, locale)].filter(Boolean).join(' · ')}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {to && (
        <Link component={RouterLink} to={to} underline="hover" sx={{ alignSelf: 'flex-start' }}>
          {t('summary.read', { count: theme.count, formatted: figures.count, theme: theme.name })}
        </Link>
      )}
      {action}
    </li>
  );
}
