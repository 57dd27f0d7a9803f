import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { pathFor } from '@opinio/domain/routes';
import type { TCampaignDetails } from '@opinio/domain/schemas/campaigns';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { Panel } from '@/components/panel.tsx';
import { formatNumber, useLocale } from '@/lib/number-format.ts';

/** The messages that could not be delivered, with why (the first ones), each a link to its contact. */
export function CampaignFailures({ campaign, survey }: { campaign: TCampaignDetails; survey: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const more = campaign.counts.failed - campaign.failures.length;
  return (
    <Panel title={t('campaigns.failures.title')} testId="campaign-failures">
      {campaign.failures.length === 0 ? (
        <EmptyState text={t('campaigns.failures.none')} />
      ) : (
        <>
          <List dense disablePadding>
            {campaign.failures.map((failure) => (
              <ListItem
                key={failure.contactId}
                divider
                disableGutters
                sx={{ display: 'block' }}
                data-testid="campaign-failure"
              >
                <Link
                  component={RouterLink}
                  to={pathFor('sample', { surveyExtName: survey, sampleId: failure.contactId })}
                  underline="hover"
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {failure.name || t('campaigns.failures.unnamed')}
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {failure.reason}
                </Typography>
              </ListItem>
            ))}
          </List>
          {more > 0 && (
            <Typography variant="caption" color="text.secondary">
              {t('campaigns.failures.more', { count: more, total: formatNumber(more, locale) })}
            </Typography>
          )}
        </>
      )}
    </Panel>
  );
}
