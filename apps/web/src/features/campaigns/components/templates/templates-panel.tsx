import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { CHANNELS, type TChannel, type TTemplateList } from '@opinio/domain/schemas/campaigns';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { formatDate, formatNumber, useLocale } from '@/lib/number-format.ts';
import { useTemplates } from '../../api/get-templates.ts';
import { templatePath } from '../../lib/channel-routes.ts';
import { ChannelIcon } from '../channel-icon.tsx';

interface TemplatesPanelProps {
  survey: string;
  /** Where the editor's back link returns: the page the panel is on. */
  fromPage: string | null;
  canEdit: boolean;
}

/** The survey's templates by channel, each a link to its editor, with "New template" for those who may write them. */
export function TemplatesPanel({ survey, fromPage, canEdit }: TemplatesPanelProps) {
  const { t } = useTranslation();
  const tabsId = useId();
  const [channel, setChannel] = useState<TChannel>('mail');
  const query = useTemplates(survey, null);
  const items = (query.data?.items ?? []).filter((item) => item.channel === channel);
  return (
    <Panel
      title={t('templates.title')}
      busy={query.isFetching}
      testId="templates-panel"
      actions={
        canEdit && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddIcon aria-hidden />}
            component={RouterLink}
            to={templatePath(survey, channel, 'new', fromPage)}
            data-testid="template-new"
          >
            {t(`templates.new.${channel}`)}
          </Button>
        )
      }
    >
      <Tabs
        value={channel}
        onChange={(_, next: TChannel) => setChannel(next)}
        aria-label={t('templates.channels')}
        variant="fullWidth"
        sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider' }}
      >
        {CHANNELS.map((code) => (
          <Tab
            key={code}
            value={code}
            id={`${tabsId}-${code}`}
            aria-controls={`${tabsId}-panel`}
            icon={<ChannelIcon channel={code} fontSize="small" />}
            iconPosition="start"
            label={t(`campaigns.channel.${code}`)}
            sx={{ minHeight: 40, minWidth: 0, px: 1 }}
            data-testid={`templates-tab-${code}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${channel}`}>
        {query.isPending && <LoadingSkeleton variant="rows" />}
        {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
        {query.isSuccess && items.length === 0 && (
          <EmptyState
            text={t(canEdit ? `templates.empty.${channel}` : `templates.emptyReadOnly.${channel}`)}
          />
        )}
        {items.length > 0 && <TemplateRows survey={survey} fromPage={fromPage} items={items} />}
      </div>
    </Panel>
  );
}

function TemplateRows({
  survey,
  fromPage,
  items,
}: {
  survey: string;
  fromPage: string | null;
  items: TTemplateList['items'];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <List dense disablePadding data-testid="template-list">
      {items.map((item) => (
        <ListItem
          key={item.id}
          divider
          disableGutters
          sx={{ display: 'block', py: 1 }}
          data-testid="template-row"
        >
          <Link
            component={RouterLink}
            to={templatePath(survey, item.channel, item.id, fromPage)}
            underline="hover"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {item.name}
          </Link>
          <Stack direction="row" sx={{ columnGap: 1.5, rowGap: 0.25, flexWrap: 'wrap' }}>
            <Typography variant="caption" color="text.secondary">
              {item.locales.map((code) => t(`templates.language.${code}`)).join(', ')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('templates.usedIn', { count: item.campaigns, total: formatNumber(item.campaigns, locale) })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {item.updatedBy
                ? t('templates.savedBy', { date: formatDate(item.updatedAt, locale), name: item.updatedBy })
                : t('templates.savedAt', { date: formatDate(item.updatedAt, locale) })}
            </Typography>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
