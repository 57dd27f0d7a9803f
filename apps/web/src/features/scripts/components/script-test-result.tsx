import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TScriptTestResult } from '@opinio/domain/schemas/survey-admin';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { isKnownErrorKind, resultJson } from '../lib/script-test.ts';
import { CodeBlock } from './code-block.tsx';

/** What a test run gave: its outcome, result, console lines, time and the interview as the script saw it. */
interface ScriptTestResultProps {
  result: TScriptTestResult | undefined;
  /** The call itself was refused (an unknown interview, a bad source). */
  error: Error | null;
}

export function ScriptTestResult({ result, error }: ScriptTestResultProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (!result) return null;
  const duration = t('scripts.test.duration', {
    ms: formatNumber(result.durationMs, locale, result.durationMs < 10 ? 1 : 0),
  });
  const value = resultJson(result.value);
  const input = resultJson(result.input);
  const kind =
    result.error &&
    (isKnownErrorKind(result.error.kind) ? t(`scripts.test.kind.${result.error.kind}`) : result.error.kind);
  return (
    <Stack spacing={1.5} data-testid="script-test-result" data-ok={result.ok}>
      {result.ok ? (
        <Alert severity="success">{t('scripts.test.ok', { duration })}</Alert>
      ) : (
        <Alert severity="error">
          <AlertTitle>{kind ?? t('scripts.test.failed')}</AlertTitle>
          {result.error?.message}
          {result.error?.line != null && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('scripts.test.line', { line: result.error.line })}
            </Typography>
          )}
          <Typography variant="body2">{duration}</Typography>
        </Alert>
      )}
      {result.ok && (
        <Stack spacing={0.5}>
          <Typography variant="subtitle2" component="h3">
            {t('scripts.test.result')}
          </Typography>
          {value === null ? (
            <Typography variant="body2" color="text.secondary">
              {t('scripts.test.noValue')}
            </Typography>
          ) : (
            <CodeBlock label={t('scripts.test.result')} text={value} testId="script-test-value" />
          )}
        </Stack>
      )}
      <Stack spacing={0.5}>
        <Typography variant="subtitle2" component="h3">
          {t('scripts.test.console')}
        </Typography>
        {result.logs.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('scripts.test.noConsole')}
          </Typography>
        ) : (
          <CodeBlock
            label={t('scripts.test.console')}
            text={result.logs
              .map((line) => (line.level === 'log' ? line.text : `[${line.level}] ${line.text}`))
              .join('\n')}
            testId="script-test-console"
          />
        )}
      </Stack>
      {input !== null && (
        <Stack spacing={0.5}>
          <Typography variant="subtitle2" component="h3">
            {t('scripts.test.input')}
          </Typography>
          <CodeBlock label={t('scripts.test.input')} text={input} testId="script-test-input" />
        </Stack>
      )}
    </Stack>
  );
}
