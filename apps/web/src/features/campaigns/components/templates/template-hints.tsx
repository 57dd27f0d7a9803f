import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { TChannel, TTemplateVariant } from '@opinio/domain/schemas/campaigns';
import { useTranslation } from 'react-i18next';
import { unknownPlaceholders, usesPlaceholder } from '../../lib/placeholders.ts';

/**
 * What the text of one language lacks or holds that would go wrong: a `{{name}}` that is no
 * placeholder (the save would be refused), a text without its survey link.
 */
export function TemplateHints({ channel, variant }: { channel: TChannel; variant: TTemplateVariant }) {
  const { t } = useTranslation();
  const body = `${variant.subject}\n${variant.body}`;
  const unknown = unknownPlaceholders(body);
  const hints: Array<{ key: string; severity: 'warning' | 'info'; text: string }> = [];
  if (unknown.length > 0)
    hints.push({
      key: 'unknown',
      severity: 'warning',
      text: t('templates.hint.unknown', {
        count: unknown.length,
        names: unknown.map((name) => `{{${name}}}`).join(', '),
      }),
    });
  // A mail's layout adds a survey button when the text has no link, and always a footer
  // with the unsubscribe link; an SMS has only its text.
  if (channel !== 'letter' && variant.body.trim() !== '' && !usesPlaceholder(body, 'surveyLink'))
    hints.push({
      key: 'surveyLink',
      severity: 'info',
      text: t(channel === 'mail' ? 'templates.hint.surveyButton' : 'templates.hint.noSurveyLink', {
        placeholder: '{{surveyLink}}',
      }),
    });
  if (hints.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="template-hints">
      {hints.map((hint) => (
        <Alert key={hint.key} severity={hint.severity} variant="outlined" role="status" data-hint={hint.key}>
          {hint.text}
        </Alert>
      ))}
    </Stack>
  );
}
