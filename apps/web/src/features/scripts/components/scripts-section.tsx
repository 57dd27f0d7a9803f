import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LinkedTableRow, RowLink } from '@/components/linked-table-row.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { useScripts } from '@/entities/survey-config/api/get-scripts.ts';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { scriptPath } from '../lib/script-links.ts';
import { NewScriptMenu } from './new-script-menu.tsx';
import { ScriptScopeChip } from './script-scope-chip.tsx';

const small = { display: { xs: 'none', sm: 'table-cell' } };
const wide = { display: { xs: 'none', md: 'table-cell' } };

interface ScriptsSectionProps {
  /** The caller's current survey: every call is made from it. */
  contextSurvey: string;
  /** The survey administered. */
  surveyId: number;
}

/** The scripts that run for the survey, in the order they are loaded: global, its universe's, its own. */
export function ScriptsSection({ contextSurvey, surveyId }: ScriptsSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useScripts(contextSurvey, surveyId);
  const scripts = query.data ?? [];
  return (
    <Panel
      title={t('scripts.title')}
      busy={query.isFetching}
      testId="scripts"
      actions={
        <NewScriptMenu
          contextSurvey={contextSurvey}
          surveyId={surveyId}
          hasUniverseScript={scripts.some((s) => s.scope === 'universe')}
          disabled={!query.isSuccess}
        />
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('scripts.intro')}
      </Typography>
      {query.isPending && <LoadingSkeleton variant="rows" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && scripts.length === 0 && <EmptyState text={t('scripts.empty')} />}
      {scripts.length > 0 && (
        <TableScroll label={t('scripts.table')}>
          <Table size="small" aria-label={t('scripts.table')} data-testid="scripts-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('scripts.col.name')}</TableCell>
                <TableCell sx={small}>{t('scripts.scope')}</TableCell>
                <TableCell sx={wide}>{t('scripts.purpose')}</TableCell>
                <TableCell sx={wide}>{t('scripts.target')}</TableCell>
                <TableCell>{t('scripts.col.status')}</TableCell>
                <TableCell sx={wide}>{t('scripts.col.version')}</TableCell>
                <TableCell sx={small}>{t('scripts.col.lastError')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {scripts.map((script) => {
                const to = scriptPath(contextSurvey, surveyId, script.scope, script.id);
                return (
                  <LinkedTableRow key={script.id} to={to} data-testid={`script-row-${script.id}`}>
                    <TableCell sx={{ maxWidth: 280 }}>
                      <RowLink to={to}>{script.name}</RowLink>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: { xs: 'block', md: 'none' } }}
                      >
                        {[
                          t(`scripts.scope.${script.scope}`),
                          t(`scripts.purpose.${script.purpose}`),
                          script.target,
                          t('scripts.versionShort', { version: script.version }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography>
                      {script.lastError && (
                        <Typography
                          variant="caption"
                          color="error"
                          sx={{ display: { xs: 'block', sm: 'none' }, overflowWrap: 'anywhere' }}
                        >
                          {t('scripts.lastErrorShort', { message: script.lastError })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={small}>
                      <ScriptScopeChip scope={script.scope} />
                    </TableCell>
                    <TableCell sx={wide}>{t(`scripts.purpose.${script.purpose}`)}</TableCell>
                    <TableCell sx={{ ...wide, fontFamily: 'monospace' }}>{script.target ?? '–'}</TableCell>
                    <TableCell>
                      {script.enabled ? (
                        <Chip
                          size="small"
                          color="success"
                          variant="outlined"
                          label={t('scripts.enabledChip')}
                        />
                      ) : (
                        <Chip size="small" label={t('scripts.disabledChip')} />
                      )}
                    </TableCell>
                    <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
                      {t('scripts.versionShort', { version: script.version })}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {formatDate(script.savedAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}
                        {script.savedBy && ` · ${script.savedBy}`}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ ...small, maxWidth: 280 }}>
                      {script.lastError ? (
                        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                          {script.lastError}
                        </Typography>
                      ) : (
                        '–'
                      )}
                    </TableCell>
                  </LinkedTableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </Panel>
  );
}
