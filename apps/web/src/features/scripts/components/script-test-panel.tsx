import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TScriptPurpose } from '@opinio/domain/schemas/survey-admin';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { parseInterviewId } from '@/entities/survey-config/lib/interview-id.ts';
import { useNewestInterviewId } from '../api/get-newest-interview.ts';
import { useTestScript } from '../api/test-script.ts';
import { ScriptTestResult } from './script-test-result.tsx';

interface ScriptTestPanelProps {
  contextSurvey: string;
  surveyId: number;
  /** The source as it is in the editor, saved or not. */
  source: string;
  purpose: TScriptPurpose;
}

/** Runs the editor's source against one interview in the sandbox; nothing is saved. */
export function ScriptTestPanel({ contextSurvey, surveyId, source, purpose }: ScriptTestPanelProps) {
  const { t } = useTranslation();
  const identity = useIdentity().data;
  // The interview list knows surveys of the user's universe only: elsewhere the id is typed.
  const survey = identity?.surveys.find((s) => s.id === surveyId);
  const newest = useNewestInterviewId(survey);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const touched = useRef(false);
  const test = useTestScript(contextSurvey, surveyId);

  useEffect(() => {
    if (!touched.current && typeof newest.data === 'number') setTyped(String(newest.data));
  }, [newest.data]);

  const run = (event: FormEvent) => {
    event.preventDefault();
    const interviewId = parseInterviewId(typed);
    setInvalid(interviewId === null);
    if (interviewId !== null) test.mutate({ source, purpose, interviewId });
  };

  const help =
    typeof newest.data === 'number' && typed === String(newest.data)
      ? t('scripts.test.newest')
      : t('scripts.test.idHelp');

  return (
    <Panel title={t('scripts.test.title')} busy={test.isPending} testId="script-test">
      <Typography variant="body2" color="text.secondary">
        {t('scripts.test.intro')}
      </Typography>
      <Stack
        component="form"
        direction="row"
        onSubmit={run}
        noValidate
        sx={{ gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label={t('scripts.test.interviewId')}
          value={typed}
          onChange={(e) => {
            touched.current = true;
            setTyped(e.target.value);
          }}
          required
          error={invalid}
          helperText={invalid ? t('scripts.test.idInvalid') : help}
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: 19, 'data-testid': 'script-test-interview' },
          }}
          sx={{ flex: '1 1 180px' }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={test.isPending}
          sx={{ mt: 0.25 }}
          data-testid="script-test-run"
        >
          {t('scripts.test.run')}
        </Button>
      </Stack>
      {/* A new run draws its outcome anew, so that it is announced again. */}
      <ScriptTestResult key={test.submittedAt} result={test.data} error={test.error} />
    </Panel>
  );
}
