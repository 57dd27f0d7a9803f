import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TChannel, TTemplate } from '@opinio/domain/schemas/campaigns';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import type { BackTarget } from '../../lib/back-target.ts';
import { TEMPLATE_ROUTES } from '../../lib/channel-routes.ts';
import { BackLink } from '../back-link.tsx';
import { ChannelIcon } from '../channel-icon.tsx';

interface TemplateEditorHeadingProps {
  channel: TChannel;
  surveyTitle: string;
  saved: TTemplate | undefined;
  dirty: boolean;
  readOnly: boolean;
  back: BackTarget | null;
}

/** The way back, the template's name and channel, when and by whom it was saved, and whether it may be changed. */
export function TemplateEditorHeading(props: TemplateEditorHeadingProps) {
  const { channel, surveyTitle, saved, dirty, readOnly, back } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const savedAt = saved && formatDate(saved.updatedAt, locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <BackLink target={back} testId="template-back" />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ScreenTitle route={TEMPLATE_ROUTES[channel]}>
          {saved ? saved.name : t(`templates.newTitle.${channel}`)}
        </ScreenTitle>
        <Chip
          size="small"
          variant="outlined"
          icon={<ChannelIcon channel={channel} fontSize="small" />}
          label={t(`campaigns.channel.${channel}`)}
        />
        {dirty && <Chip size="small" color="primary" variant="outlined" label={t('templates.unsaved')} />}
        <Typography color="text.secondary" sx={{ ml: { sm: 1 } }}>
          {surveyTitle}
        </Typography>
      </Stack>
      {saved && (
        <Typography variant="body2" color="text.secondary" data-testid="template-saved-at">
          {saved.updatedBy
            ? t('templates.savedBy', { date: savedAt, name: saved.updatedBy })
            : t('templates.savedAt', { date: savedAt })}
        </Typography>
      )}
      {readOnly && (
        <Alert severity="info" variant="outlined" data-testid="template-read-only">
          {t('templates.readOnly')}
        </Alert>
      )}
    </>
  );
}
