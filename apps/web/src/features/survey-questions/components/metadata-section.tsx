import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { TMetaQuestion } from '@opinio/domain/schemas/survey-admin';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { useMetadata } from '@/entities/survey-config/api/get-metadata.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { InterviewDataPanel } from './interview-data-panel.tsx';
import { QuestionDialog } from './question-dialog.tsx';
import { QuestionTable } from './question-table.tsx';

const SOURCES = ['answer', 'background', 'computed'] as const;

const textVariants = (text: TLocalizedText): string[] =>
  typeof text === 'string' ? [text] : Object.values(text).filter((v) => v !== undefined);

interface MetadataSectionProps {
  /** The caller's current survey: every call is made from it. */
  contextSurvey: string;
  /** The survey administered (of any universe). */
  surveyId: number;
}

/** The survey's questions, background and computed variables; one interview's variables below. */
export function MetadataSection({ contextSurvey, surveyId }: MetadataSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useMetadata(contextSurvey, surveyId);
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<TMetaQuestion['source'] | ''>('');
  const [editing, setEditing] = useState<TMetaQuestion | 'new' | null>(null);
  const questions = query.data?.questions ?? [];
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return questions.filter(
      (q) =>
        (source === '' || q.source === source) &&
        (words === '' ||
          q.extName.includes(words) ||
          textVariants(q.title).some((text) => text.toLowerCase().includes(words))),
    );
  }, [questions, search, source]);

  return (
    <Stack spacing={2}>
      <Panel
        title={t('metadata.title')}
        busy={query.isFetching}
        testId="metadata"
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => setEditing('new')}
            disabled={!query.isSuccess}
            sx={{ flex: 'none', whiteSpace: 'nowrap' }}
            data-testid="meta-new"
          >
            {t('metadata.new')}
          </Button>
        }
      >
        <Typography variant="body2" color="text.secondary">
          {t('metadata.intro')}
        </Typography>
        {query.isPending && <LoadingSkeleton variant="rows" />}
        {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
        {query.isSuccess && questions.length === 0 && <EmptyState text={t('metadata.empty')} />}
        {questions.length > 0 && (
          <>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)', md: '320px 220px' },
              }}
            >
              <SearchField
                label={t('metadata.search')}
                value={search}
                onChange={setSearch}
                testId="meta-search"
              />
              <TextField
                select
                size="small"
                label={t('metadata.source')}
                value={source}
                onChange={(e) => setSource(e.target.value as TMetaQuestion['source'] | '')}
                slotProps={{ htmlInput: { 'data-testid': 'meta-source-filter' } }}
              >
                <MenuItem value="">{t('metadata.anySource')}</MenuItem>
                {SOURCES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`metadata.source.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {t('metadata.count', {
                shown: formatNumber(shown.length, locale),
                total: formatNumber(questions.length, locale),
              })}
            </Typography>
            {shown.length === 0 ? (
              <EmptyState text={t('metadata.noMatch')} />
            ) : (
              <QuestionTable questions={shown} onEdit={setEditing} />
            )}
          </>
        )}
      </Panel>
      <InterviewDataPanel contextSurvey={contextSurvey} surveyId={surveyId} questions={questions} />
      {editing && (
        <QuestionDialog
          contextSurvey={contextSurvey}
          surveyId={surveyId}
          existing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
