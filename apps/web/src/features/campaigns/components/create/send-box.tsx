import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TChannel } from '@opinio/domain/schemas/campaigns';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { type FieldIssues, issueText } from '../../lib/field-issues.ts';
import { ReachBox } from './reach-box.tsx';

interface SendBoxProps {
  channel: TChannel;
  reach: ComponentProps<typeof ReachBox>['query'];
  quarantineDays: number;
  /** The campaign was changed meanwhile: the server's message. */
  conflict: string | null;
  issues: FieldIssues;
  /** The form was checked and has problems. */
  showFix: boolean;
  sendLabel: string;
  disabled: boolean;
  onSend: () => void;
}

/** The reach with what stops the sending (a conflict, a refusal, fields to fix) and the send button. */
export function SendBox(props: SendBoxProps) {
  const { t } = useTranslation();
  return (
    <ReachBox channel={props.channel} query={props.reach} quarantineDays={props.quarantineDays}>
      {props.conflict && (
        <Alert severity="warning" data-testid="campaign-conflict">
          {t('campaigns.create.conflict', { message: props.conflict })}
        </Alert>
      )}
      {props.issues.other && (
        <Alert severity="error" data-testid="campaign-create-error">
          {t('campaigns.create.refused', { message: issueText(props.issues, 'other') })}
        </Alert>
      )}
      {props.showFix && (
        <Typography variant="body2" color="error" role="status">
          {t('campaigns.create.fixFields')}
        </Typography>
      )}
      <Button
        variant="contained"
        size="large"
        onClick={props.onSend}
        disabled={props.disabled}
        data-testid="campaign-send"
      >
        {props.sendLabel}
      </Button>
    </ReachBox>
  );
}

/** "Send to 142 contacts" (or "Schedule …"), without the number while it is not known. */
export function useSendLabel(
  channel: TChannel,
  later: string | null,
  reachCount: number | undefined,
): string {
  const { t } = useTranslation();
  const locale = useLocale();
  if (reachCount === undefined)
    return t(later ? 'campaigns.create.scheduleUnknown' : 'campaigns.create.sendUnknown');
  return t(later ? `campaigns.create.schedule.${channel}` : `campaigns.create.send.${channel}`, {
    count: reachCount,
    formatted: formatNumber(reachCount, locale),
  });
}
