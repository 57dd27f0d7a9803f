import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { pathFor } from '@opinio/domain/routes';
import type { TSurveyListRow } from '@opinio/domain/schemas/survey-admin';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDebounce } from 'use-debounce';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { NoAccessScreen } from '@/components/no-access-screen.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { useSurveyList } from '../api/get-survey-list.ts';
import { NewSurveyDialog } from './new-survey-dialog.tsx';
import { SurveyCards } from './survey-cards.tsx';
import { SurveyTable } from './survey-table.tsx';

/** The search in the address (`?q=`), typed into a field that writes it 300 ms after the last key. */
function useSearchQuery(): [text: string, setText: (text: string) => void, query: string] {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const [typed] = useDebounce(text.trim(), 300);

  // biome-ignore lint/correctness/useExhaustiveDependencies: written when the typing settles, not when the address changes
  useEffect(() => {
    if (typed === query) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (typed) next.set('q', typed);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [typed]);
  // back and forward bring their own search
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an address change is copied into the field
  useEffect(() => {
    if (query !== typed) setText(query);
  }, [query]);

  return [text, setText, query];
}

/**
 * Routes "surveylist" (/surveylist/:surveyExtName) and "/sl": every survey of every universe
 * for root users, searchable, each opening its details; a new survey from here.
 */
export function SurveyListScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { route, params } = useCurrentRoute();
  const { survey } = useSelection();
  const identity = useIdentity().data;
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [text, setText, query] = useSearchQuery();
  const [creating, setCreating] = useState(false);
  const contextSurvey = params.surveyExtName ?? survey?.extName ?? '';
  const list = useSurveyList(contextSurvey, query);
  const rows = list.data ?? [];

  if (identity && !identity.isRoot) return <NoAccessScreen rule="root" />;
  const hrefFor = (row: TSurveyListRow) =>
    pathFor('survey', { surveyExtName: contextSurvey, surveyId: String(row.id) });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
        <Stack spacing={0.5}>
          <ScreenTitle route={route?.name ?? 'surveylist'}>{t('surveyList.title')}</ScreenTitle>
          <Typography variant="body2" color="text.secondary">
            {t('surveyList.intro')}
          </Typography>
        </Stack>
        <Button
          variant="contained"
          startIcon={<AddIcon aria-hidden />}
          onClick={() => setCreating(true)}
          disabled={!contextSurvey}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, flex: 'none' }}
          data-testid="new-survey"
        >
          {t('surveyList.create.open')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
            <SearchField
              label={t('surveyList.search')}
              value={text}
              onChange={setText}
              testId="survey-search"
              sx={{ width: { xs: '100%', sm: 360 } }}
            />
            <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="survey-count">
              {list.isSuccess &&
                (query
                  ? t('surveyList.countFound', {
                      count: rows.length,
                      formatted: formatNumber(rows.length, locale),
                    })
                  : t('surveyList.count', {
                      count: rows.length,
                      formatted: formatNumber(rows.length, locale),
                    }))}
            </Typography>
          </Stack>
          {!contextSurvey && <EmptyState text={t('surveyList.noSurvey')} />}
          {contextSurvey && list.isPending && <LoadingSkeleton variant="rows" />}
          {list.isError && <ErrorState error={list.error} onRetry={() => list.refetch()} />}
          {list.isSuccess && rows.length === 0 && (
            <EmptyState text={query ? t('surveyList.noMatch', { search: query }) : t('surveyList.empty')} />
          )}
          {rows.length > 0 &&
            (phone ? (
              <SurveyCards rows={rows} hrefFor={hrefFor} />
            ) : (
              <SurveyTable rows={rows} hrefFor={hrefFor} />
            ))}
        </Stack>
      </Paper>
      {creating && <NewSurveyDialog contextSurvey={contextSurvey} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
