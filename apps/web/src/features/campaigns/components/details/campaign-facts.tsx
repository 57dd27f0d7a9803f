import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCampaignDetails } from '@opinio/domain/schemas/campaigns';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatNumber, useLocale } from '@/lib/number-format.ts';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

interface CampaignFactsProps {
  campaign: TCampaignDetails;
  /** The address of another campaign's page (the one reminded, a reminder). */
  campaignHref: (campaignId: number) => string;
}

/** Who made the campaign and when, its template, when it went out, its pace and its reminders. */
export function CampaignFacts({ campaign, campaignHref }: CampaignFactsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const when = (iso: string | null) => (iso ? formatDate(iso, locale, DATE_TIME) : null);
  const facts: Array<[string, ReactNode]> = [
    [t('campaigns.fact.channel'), t(`campaigns.channel.${campaign.channel}`)],
    [t('campaigns.fact.template'), campaign.templateName ?? t('campaigns.fact.templateDeleted')],
    [
      t('campaigns.fact.created'),
      campaign.createdBy
        ? t('campaigns.fact.createdBy', { date: when(campaign.createdAt), name: campaign.createdBy })
        : when(campaign.createdAt),
    ],
    [
      t('campaigns.fact.sent'),
      when(campaign.sentAt) ??
        (campaign.scheduledAt
          ? t('campaigns.scheduledFor', { date: when(campaign.scheduledAt) })
          : t('campaigns.fact.notSent')),
    ],
    [
      t('campaigns.fact.pace'),
      campaign.throttlePerMinute === null
        ? t('campaigns.fact.paceFull')
        : t('campaigns.fact.paceLimited', {
            count: campaign.throttlePerMinute,
            formatted: formatNumber(campaign.throttlePerMinute, locale),
          }),
    ],
  ];
  if (campaign.action !== 'reminder')
    facts.push([
      t('campaigns.fact.autoReminder'),
      campaign.reminderAfterDays === null
        ? t('campaigns.fact.noAutoReminder')
        : t('campaigns.fact.autoReminderAfter', {
            count: campaign.reminderAfterDays,
            total: formatNumber(campaign.reminderAfterDays, locale),
          }),
    ]);
  if (campaign.reminderOf)
    facts.push([
      t('campaigns.fact.reminderOf'),
      <Link key="of" component={RouterLink} to={campaignHref(campaign.reminderOf.id)} underline="hover">
        {campaign.reminderOf.name}
      </Link>,
    ]);
  if (campaign.reminders.length > 0)
    facts.push([
      t('campaigns.fact.reminders'),
      <Stack key="reminders" component="span" spacing={0.25}>
        {campaign.reminders.map((reminder) => (
          <span key={reminder.id}>
            <Link
              component={RouterLink}
              to={campaignHref(reminder.id)}
              underline="hover"
              data-testid="campaign-reminder-link"
            >
              {reminder.name}
            </Link>
            {reminder.sentAt && (
              <Typography component="span" variant="body2" color="text.secondary">
                {` · ${when(reminder.sentAt)}`}
              </Typography>
            )}
          </span>
        ))}
      </Stack>,
    ]);
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }} data-testid="campaign-facts">
      {facts.map(([label, value]) => (
        <Stack key={label} direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ minWidth: 150, flexShrink: 0 }}
          >
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value ?? '–'}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
