import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pathFor } from '@opinio/domain/routes';
import type { TInterviewDetails } from '@opinio/domain/schemas/interviews';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import { formatDate, useLocale } from '@/lib/number-format.ts';

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** The sample contact who answered and the campaign messages that invited them. */
export function InterviewOrigin({
  surveyExtName,
  origin,
}: {
  surveyExtName: string;
  origin: TInterviewDetails['origin'];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Panel title={t('interview.origin')} testId="interview-origin">
      {origin ? (
        <Stack spacing={1}>
          <Typography variant="body2">
            {t('sample.sample')}: <strong>{origin.sample.name}</strong>
            {' · '}
            <Link
              component={RouterLink}
              to={pathFor('sample', {
                surveyExtName,
                fromPage: 'interview',
                sampleId: String(origin.contactId),
              })}
              data-testid="interview-origin-contact"
            >
              {t('interview.openContact')}
            </Link>
          </Typography>
          {origin.messages.map((m) => (
            <Typography
              key={m.id}
              variant="body2"
              color="text.secondary"
              data-testid="interview-origin-message"
            >
              {t('interview.originMessage', {
                campaign: m.campaign.name,
                type: t(`sample.type.${m.campaign.type}`),
                state: t(`sample.message.${m.state}`),
                sent: m.sentAt ? formatDate(m.sentAt, locale, DAY) : t('interview.notSent'),
              })}
              {m.openedAt && ` · ${t('sample.column.opened')} ${formatDate(m.openedAt, locale, DAY)}`}
              {m.clickedAt && ` · ${t('sample.column.clicked')} ${formatDate(m.clickedAt, locale, DAY)}`}
            </Typography>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('interview.noOrigin')}
        </Typography>
      )}
    </Panel>
  );
}
