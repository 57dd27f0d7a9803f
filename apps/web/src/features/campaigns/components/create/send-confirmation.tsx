import type { TChannel } from '@opinio/domain/schemas/campaigns';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, useLocale } from '@/lib/number-format.ts';
import { ConfirmSendDialog } from './confirm-send-dialog.tsx';

interface SendConfirmationProps {
  channel: TChannel;
  templateName: string;
  /** When the campaign starts (null: now). */
  later: string | null;
  reachCount: number | undefined;
  sendLabel: string;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The question before sending: which template goes to how many contacts, now or when. */
export function SendConfirmation({
  channel,
  templateName,
  later,
  reachCount,
  ...rest
}: SendConfirmationProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const contacts = reachPhrase(reachCount, t, locale);
  return (
    <ConfirmSendDialog
      title={t(later ? 'campaigns.confirm.scheduleTitle' : `campaigns.confirm.title.${channel}`)}
      body={
        later
          ? t('campaigns.confirm.later', {
              template: templateName,
              date: formatDate(later, locale, { dateStyle: 'full', timeStyle: 'short' }),
              contacts,
            })
          : t('campaigns.confirm.now', { template: templateName, contacts })
      }
      confirmLabel={rest.sendLabel}
      sending={rest.sending}
      onConfirm={rest.onConfirm}
      onClose={rest.onClose}
    />
  );
}

/** "142 contacts", or "the contacts" while the count is not known. */
function reachPhrase(count: number | undefined, t: TFunction, locale: string): string {
  if (count === undefined) return t('campaigns.confirm.someContacts');
  return t('campaigns.confirm.contacts', { count, formatted: formatNumber(count, locale) });
}
