import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DetailScreenStatus } from '@/components/detail-screen-status.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { useTemplate } from '../../api/get-template.ts';
import { backTarget } from '../../lib/back-target.ts';
import { channelOfRoute, TEMPLATE_ROUTES, templatePath } from '../../lib/channel-routes.ts';
import { useCampaignPermissions } from '../../lib/use-campaign-permissions.ts';
import { BackLink } from '../back-link.tsx';
import { CampaignNoAccess } from '../campaign-no-access.tsx';
import { TemplateEditor } from './template-editor.tsx';

/**
 * Routes "mailtemplate", "smstemplate" and "lettertemplate" (/…template/:surveyExtName/:templateId,
 * `new` for a new one; query fromPage): a template of the channel, editable by those who manage
 * templates, readable by those who manage campaigns.
 */
export function TemplateScreen() {
  const { t } = useTranslation();
  const { route, params } = useCurrentRoute();
  const [search] = useSearchParams();
  const { survey, drillPath, filterToken } = useSelection();
  const permissions = useCampaignPermissions();
  const channel = channelOfRoute(route?.name) ?? 'mail';
  const routeName = TEMPLATE_ROUTES[channel];
  const isNew = params.templateId === 'new';
  const templateId = !isNew && /^\d{1,10}$/.test(params.templateId ?? '') ? Number(params.templateId) : null;
  const fromPage = search.get('fromPage');
  const query = useTemplate(survey?.extName ?? '', permissions.known && survey ? templateId : null);

  if (!permissions.known) return <LoadingSkeleton variant="rows" />;
  const canEdit = permissions.manageTemplates;
  if (!canEdit && !(permissions.manageCampaigns && !isNew))
    return <CampaignNoAccess route={routeName} needs="templates" />;

  const back = survey ? backTarget(survey, fromPage, drillPath, filterToken) : null;
  const backLink = <BackLink target={back} testId="template-back" />;
  const notFound = t('templates.notFound');
  if (!survey || (!isNew && templateId === null))
    return <DetailScreenStatus route={routeName} notFoundText={notFound} back={backLink} />;
  if (!isNew && (query.isPending || query.isError))
    return <DetailScreenStatus route={routeName} notFoundText={notFound} query={query} back={backLink} />;
  // a template of another channel, opened under this one's address: the way to its own editor
  if (query.data && query.data.channel !== channel)
    return (
      <Stack spacing={2}>
        {backLink}
        <ScreenTitle route={routeName}>{t(`screen.${routeName}.title`)}</ScreenTitle>
        <EmptyState text={t(`templates.otherChannel.${query.data.channel}`, { name: query.data.name })}>
          <Button
            variant="contained"
            component={RouterLink}
            to={templatePath(survey.extName, query.data.channel, query.data.id, fromPage)}
          >
            {t('templates.openInEditor')}
          </Button>
        </EmptyState>
      </Stack>
    );
  return (
    <TemplateEditor
      key={templateId ?? 'new'}
      survey={survey}
      channel={channel}
      template={isNew ? undefined : query.data}
      readOnly={!canEdit}
      back={back}
      fromPage={fromPage}
    />
  );
}
