import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TMetaQuestion } from '@opinio/domain/schemas/survey-admin';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { parseInterviewId } from '@/entities/survey-config/lib/interview-id.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useMetaInterviewData } from '../api/get-meta-interview-data.ts';
import { InterviewValuesForm } from './interview-values-form.tsx';

interface InterviewDataPanelProps {
  contextSurvey: string;
  surveyId: number;
  questions: readonly TMetaQuestion[];
}

/** One interview's background and computed variables: looked up by id, background ones edited. */
export function InterviewDataPanel({ contextSurvey, surveyId, questions }: InterviewDataPanelProps) {
  const { t } = useTranslation();
  const introId = useId();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [interviewId, setInterviewId] = useState<number | null>(null);
  const query = useMetaInterviewData(contextSurvey, surveyId, interviewId);

  const show = (event: FormEvent) => {
    event.preventDefault();
    const id = parseInterviewId(typed);
    setInvalid(id === null);
    if (id === null) return;
    if (id === interviewId) void query.refetch();
    setInterviewId(id);
  };

  return (
    <Panel title={t('metadata.interview.title')} busy={query.isFetching} testId="meta-interview">
      <Typography id={introId} variant="body2" color="text.secondary">
        {t('metadata.interview.intro')}
      </Typography>
      <Stack
        component="form"
        direction="row"
        onSubmit={show}
        noValidate
        aria-describedby={introId}
        sx={{ gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label={t('metadata.interview.id')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          required
          error={invalid}
          helperText={invalid ? t('metadata.interview.idInvalid') : undefined}
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: 19, 'data-testid': 'meta-interview-id' },
          }}
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
        <Button type="submit" variant="outlined" sx={{ mt: 0.25 }} data-testid="meta-interview-show">
          {t('metadata.interview.show')}
        </Button>
      </Stack>
      {interviewId !== null && query.isPending && <LoadingSkeleton variant="rows" />}
      {query.isError &&
        // an id the survey does not have is an answer, not a failure to retry
        (query.error instanceof ApiError && query.error.status === 404 ? (
          <Alert severity="info" variant="outlined" data-testid="meta-interview-missing">
            {t('metadata.interview.notFound', { id: interviewId })}
          </Alert>
        ) : (
          <ErrorState error={query.error} onRetry={() => query.refetch()} />
        ))}
      {query.isSuccess && query.data.values.length === 0 && (
        <EmptyState text={t('metadata.interview.empty')} />
      )}
      {query.isSuccess && query.data.values.length > 0 && (
        <InterviewValuesForm
          key={`${query.data.interviewId}-${query.dataUpdatedAt}`}
          contextSurvey={contextSurvey}
          surveyId={surveyId}
          data={query.data}
          questions={questions}
        />
      )}
    </Panel>
  );
}
