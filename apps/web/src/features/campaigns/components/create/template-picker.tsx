import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TChannel, TTemplateList } from '@opinio/domain/schemas/campaigns';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/error-state.tsx';
import { templatePath } from '../../lib/channel-routes.ts';

interface TemplatePickerProps {
  survey: string;
  channel: TChannel;
  query: {
    data: TTemplateList | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch(): unknown;
  };
  value: number | null;
  onChange: (templateId: number | null) => void;
  label: string;
  error: string;
  /** The template's editor returns here (the creation screen's own address). */
  returnTo: string;
  canWriteTemplates: boolean;
  /** An empty choice ("the campaign's own template") with this label; absent: a template must be chosen. */
  emptyLabel?: string;
  testId: string;
}

/** A template of the channel, with a way to the chosen one's editor, or to a new one when there is none. */
export function TemplatePicker({
  survey,
  channel,
  query,
  value,
  onChange,
  label,
  error,
  returnTo,
  canWriteTemplates,
  emptyLabel,
  testId,
}: TemplatePickerProps) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton variant="rounded" height={56} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const items = (query.data?.items ?? []).filter((item) => item.channel === channel);
  if (items.length === 0)
    return (
      <Alert
        severity="info"
        variant="outlined"
        data-testid={`${testId}-none`}
        action={
          canWriteTemplates && (
            <Button
              color="inherit"
              size="small"
              startIcon={<AddIcon aria-hidden />}
              component={RouterLink}
              to={templatePath(survey, channel, 'new', returnTo)}
            >
              {t('campaigns.create.writeTemplate')}
            </Button>
          )
        }
      >
        {t(
          canWriteTemplates
            ? `campaigns.create.noTemplate.${channel}`
            : `campaigns.create.noTemplateAsk.${channel}`,
        )}
      </Alert>
    );
  return (
    <Stack spacing={0.5}>
      <TextField
        select
        label={label}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        required={!emptyLabel}
        fullWidth
        error={error !== ''}
        helperText={error || undefined}
        slotProps={{
          select: { displayEmpty: !!emptyLabel },
          inputLabel: emptyLabel ? { shrink: true } : undefined,
        }}
        data-testid={testId}
      >
        {emptyLabel && <MenuItem value="">{emptyLabel}</MenuItem>}
        {items.map((item) => (
          <MenuItem key={item.id} value={String(item.id)} data-testid="template-option">
            {item.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        {value !== null && (
          <Link component={RouterLink} to={templatePath(survey, channel, value, returnTo)} variant="body2">
            {canWriteTemplates ? t('campaigns.create.editTemplate') : t('campaigns.create.viewTemplate')}
          </Link>
        )}
        {canWriteTemplates && (
          <Link component={RouterLink} to={templatePath(survey, channel, 'new', returnTo)} variant="body2">
            {t('campaigns.create.newTemplate')}
          </Link>
        )}
      </Stack>
    </Stack>
  );
}
