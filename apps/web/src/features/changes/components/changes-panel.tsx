import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TChange } from '@opinio/domain/schemas/changes';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { type ComponentType, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { useActivePageExtName } from '@/entities/selection/lib/selection-navigation.ts';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { useDeferredAnswer } from '@/lib/deferred-answer.ts';
import { listFilters } from '@/lib/filters.ts';
import { dateFormat, formatNumber, useLocale } from '@/lib/number-format.ts';
import { pagePath } from '@/lib/page-path.ts';
import { useChanges } from '../api/get-changes.ts';
import { changeFigures } from '../lib/change-text.ts';
import { ChangeWhy } from './change-why.tsx';
import './changes-panel.css';

/** Changes shown before "Show all". */
const FIRST = 5;

/** What the app puts under each change (a feature of its own: making an action plan from it). */
export type ChangeAction = ComponentType<{ change: TChange; survey: TSurvey }>;

interface ChangesPanelProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
  /** Drawn under each change, beside "Why?". */
  changeAction?: ChangeAction;
}

/**
 * The page component ChangesComponent, "What changed": the open changes of the drill node
 * and the units below it (docs/what-changed.md), the strongest evidence first, each as a
 * sentence with its figures, answers and interval, and a link to the unit's dashboard. A
 * change is of all a unit's answers: with filters on the page, the panel says first that
 * they do not apply to it.
 */
export function ChangesPanel({ component, survey, context, changeAction }: ChangesPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useDeferredAnswer(useChanges(context));
  const [all, setAll] = useState(false);
  const data = query.data;
  const shown = data ? (all ? data.changes : data.changes.slice(0, FIRST)) : [];
  const activePage = useActivePageExtName();
  const page = survey.pages.find((p) => p.extname === activePage) ?? survey.pages[0];
  const { filterToken } = splitFilteredDrillPath(context.drillPathFiltered);
  // filters other than the time filter: the changes below are not cut by them, and the panel says so
  const filtered = listFilters(filterToken).filters.some((f) => f.kind === 'standard');
  /** The unit's dashboard: this page at the unit, with the filters on screen. */
  const unitPath = (change: TChange) => (page ? pagePath(survey, page, change.unit.path, filterToken) : null);
  const checked = data?.checkedAt
    ? dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(data.checkedAt))
    : null;

  return (
    <Panel
      title={component.title ?? t('component.ChangesComponent')}
      busy={query.isFetching}
      testId={`changes-${component.id}`}
      actions={
        data && data.changes.length > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('changes.count', {
              count: data.changes.length,
              formatted: formatNumber(data.changes.length, locale),
            })}
          </Typography>
        ) : undefined
      }
    >
      {data && checked !== null && filtered && (
        // the page's filters do not cut the changes: said before them, not in small print
        <Alert severity="info" variant="outlined" role="note" data-testid="changes-basis" sx={{ py: 0 }}>
          {t('changes.basisUnfiltered')}
        </Alert>
      )}
      {data && checked !== null && !filtered && (
        // the basis of every change below, before them: not the period of the key figures
        <Typography variant="body2" color="text.secondary" data-testid="changes-basis">
          {t('changes.basis')}
        </Typography>
      )}
      {query.isPending && <LoadingSkeleton variant="rows" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {data && checked === null && <EmptyState text={t('changes.notChecked')} />}
      {data && checked !== null && data.changes.length === 0 && <EmptyState text={t('changes.none')} />}
      {data && shown.length > 0 && (
        <ul className="changes-list">
          {shown.map((change) => (
            <ChangeItem
              key={change.id}
              change={change}
              to={unitPath(change)}
              context={context}
              survey={survey}
              action={changeAction}
            />
          ))}
        </ul>
      )}
      {data && data.changes.length > FIRST && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ alignSelf: 'flex-start' }}>
          {all ? t('changes.showFewer') : t('changes.showAll', { count: data.changes.length })}
        </Button>
      )}
      {data && checked !== null && (
        <Typography variant="caption" color="text.secondary">
          {t('changes.method', {
            checked,
            min: formatNumber(data.minAnswers, locale),
            tested: formatNumber(data.tested, locale),
          })}
        </Typography>
      )}
    </Panel>
  );
}

function ChangeItem({
  change,
  to,
  context,
  survey,
  action: Action,
}: {
  change: TChange;
  to: string | null;
  context: AnalyticsContext;
  survey: TSurvey;
  action?: ChangeAction;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const whyId = useId();
  const figures = changeFigures(change, locale);
  const down = change.direction === 'down';
  const Arrow = down ? ArrowDownwardIcon : ArrowUpwardIcon;
  return (
    <li
      className={`change change-${change.direction}`}
      data-testid={`change-${change.unit.extName}-${change.indicator.extName}`}
    >
      <Arrow className="change-arrow" aria-hidden fontSize="small" />
      <div className="change-text">
        {to ? (
          <Link
            component={RouterLink}
            to={to}
            underline="hover"
            aria-label={t('changes.open', { unit: change.unit.title })}
            className="change-unit"
          >
            {change.unit.title}
          </Link>
        ) : (
          <span className="change-unit">{change.unit.title}</span>
        )}
        <span className="change-sentence">{t(down ? 'changes.fell' : 'changes.rose', { ...figures })}</span>
        <span className="change-detail">{t('changes.detail', { ...figures })}</span>
        <Button
          size="small"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={whyId}
          sx={{ px: 0.5, minWidth: 0 }}
        >
          {open ? t('changes.why.hide') : t('changes.why.show')}
        </Button>
        {Action && <Action change={change} survey={survey} />}
        <div id={whyId} hidden={!open}>
          {open && (
            <ChangeWhy
              context={context}
              changeId={change.id}
              decimals={change.indicator.decimals}
              direction={change.direction}
              survey={survey}
            />
          )}
        </div>
      </div>
    </li>
  );
}
