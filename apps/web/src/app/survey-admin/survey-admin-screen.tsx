import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { isLocale, resolveText } from '@opinio/domain/localized-text';
import { pathFor } from '@opinio/domain/routes';
import type { TConfigBlocks } from '@opinio/domain/schemas/config-blocks';
import { ZLocale } from '@opinio/domain/schemas/locale';
import { ZLocalizedText } from '@opinio/domain/schemas/localized-text';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { NoAccessScreen } from '@/components/no-access-screen.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { AlertRulesSection } from '@/features/alert-rules/components/alert-rules-section.tsx';
import { ApiKeysSection } from '@/features/api-keys/components/api-keys-section.tsx';
import { CommentTopicsSection } from '@/features/comment-topics/components/comment-topics-section.tsx';
import { useConfigBlocks } from '@/features/config-blocks/api/get-config-blocks.ts';
import { WebhooksSection } from '@/features/webhooks/components/webhooks-section.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { useLocale } from '@/lib/number-format.ts';

/**
 * Route "survey": /survey/:surveyExtName/:surveyId. Root users get every setting of any
 * universe's survey in tabs; the survey's administrators its alert rules, comment topics and API keys,
 * and the universe's webhooks.
 */
export function SurveyAdminScreen() {
  const identity = useIdentity().data;
  if (identity?.isRoot) return <RootSurveyAdmin />;
  return <AdministratorSurveyAdmin />;
}

/** An administrator's survey settings: alert rules and API keys of a survey of their universe. */
function AdministratorSurveyAdmin() {
  const { t } = useTranslation();
  const { params } = useCurrentRoute();
  const identity = useIdentity().data;
  const surveyExtName = params.surveyExtName ?? '';
  // The id in the address must be this survey's: an old or edited link finds nothing.
  const survey = identity?.surveys.find(
    (s) => s.extName === surveyExtName && String(s.id) === params.surveyId,
  );
  const rules = !!identity?.permissions.includes('survey.settings');
  const keys = !!identity?.permissions.includes('apiKeys.manage');
  const hooks = !!identity?.permissions.includes('webhooks.manage');
  if (identity && !rules && !keys && !hooks) return <NoAccessScreen rule="userAdmin" />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <ScreenTitle route="survey">{t('surveyAdmin.title')}</ScreenTitle>
        {survey && <Typography color="text.secondary">{survey.title}</Typography>}
      </Stack>
      {survey ? (
        <>
          {rules && <AlertRulesSection survey={survey} />}
          {rules && <CommentTopicsSection survey={survey} />}
          {keys && <ApiKeysSection surveyExtName={survey.extName} />}
          {hooks && <WebhooksSection surveyExtName={survey.extName} />}
        </>
      ) : (
        <EmptyState text={t('dashboard.surveyNotFound', { survey: surveyExtName })} />
      )}
    </Stack>
  );
}

/** Root users' sections load with their tab (CodeMirror only with configuration and scripts). */
const ConfigBlocksSection = lazy(async () => ({
  default: (await import('@/features/config-blocks/components/config-blocks-section.tsx'))
    .ConfigBlocksSection,
}));
const MetadataSection = lazy(async () => ({
  default: (await import('@/features/survey-questions/components/metadata-section.tsx')).MetadataSection,
}));
const ScriptsSection = lazy(async () => ({
  default: (await import('@/features/scripts/components/scripts-section.tsx')).ScriptsSection,
}));
const TasksSection = lazy(async () => ({
  default: (await import('@/features/survey-tasks/components/tasks-section.tsx')).TasksSection,
}));
const UniverseSection = lazy(async () => ({
  default: (await import('@/features/universe-settings/components/universe-section.tsx')).UniverseSection,
}));

const ROOT_TABS = [
  'configuration',
  'questions',
  'scripts',
  'tasks',
  'universe',
  'alertRules',
  'topics',
  'apiKeys',
  'webhooks',
] as const;
type RootTab = (typeof ROOT_TABS)[number];

/** The survey's title from its general block, in the UI's language. */
function generalTitle(blocks: TConfigBlocks | undefined, locale: string): string | null {
  const content = blocks?.blocks.find((block) => block.name === 'general')?.content;
  const general = content && typeof content === 'object' ? (content as Record<string, unknown>) : {};
  const title = ZLocalizedText.safeParse(general.title);
  if (!title.success) return null;
  const fallback = ZLocale.safeParse(general.defaultLocale).data ?? 'en';
  return resolveText(title.data, isLocale(locale) ? locale : null, fallback) || null;
}

/**
 * A root user's survey details, for a survey of any universe: its configuration, questions,
 * scripts, tasks and universe; alert rules and API keys too for a survey of their own universe.
 */
function RootSurveyAdmin() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { params } = useCurrentRoute();
  const identity = useIdentity().data;
  const [search, setSearch] = useSearchParams();
  const contextSurvey = params.surveyExtName ?? '';
  const surveyId = Number(params.surveyId);
  const blocks = useConfigBlocks(contextSurvey, surveyId);
  // the identity lists its own universe's surveys: the others' have no alert rules or keys here
  const ownSurvey = identity?.surveys.find((s) => s.id === surveyId);
  const permissions = identity?.permissions ?? [];
  const needs = { apiKeys: 'apiKeys.manage', webhooks: 'webhooks.manage' } as const;
  const shown = ROOT_TABS.filter(
    (tab) =>
      (tab !== 'alertRules' && tab !== 'topics' && tab !== 'apiKeys' && tab !== 'webhooks') ||
      (ownSurvey &&
        permissions.includes(tab === 'apiKeys' || tab === 'webhooks' ? needs[tab] : 'survey.settings')),
  );
  const asked = search.get('tab');
  const tab: RootTab = shown.find((candidate) => candidate === asked) ?? 'configuration';
  // while the blocks load, a placeholder: not a title that is then replaced by another
  const title =
    generalTitle(blocks.data, locale) ??
    ownSurvey?.title ??
    (blocks.isPending ? null : t('configuration.survey.fallbackTitle', { id: surveyId }));
  const notFound =
    !Number.isInteger(surveyId) ||
    surveyId <= 0 ||
    (blocks.error instanceof ApiError && [400, 404].includes(blocks.error.status));

  const section: Record<RootTab, () => ReactNode> = {
    configuration: () => <ConfigBlocksSection contextSurvey={contextSurvey} surveyId={surveyId} />,
    questions: () => <MetadataSection contextSurvey={contextSurvey} surveyId={surveyId} />,
    scripts: () => <ScriptsSection contextSurvey={contextSurvey} surveyId={surveyId} />,
    tasks: () => <TasksSection contextSurvey={contextSurvey} surveyId={surveyId} />,
    universe: () => <UniverseSection contextSurvey={contextSurvey} surveyId={surveyId} />,
    alertRules: () => ownSurvey && <AlertRulesSection survey={ownSurvey} />,
    topics: () => ownSurvey && <CommentTopicsSection survey={ownSurvey} />,
    apiKeys: () => ownSurvey && <ApiKeysSection surveyExtName={ownSurvey.extName} />,
    webhooks: () => ownSurvey && <WebhooksSection surveyExtName={ownSurvey.extName} />,
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Button
          component={RouterLink}
          to={pathFor('surveylist', { surveyExtName: contextSurvey })}
          size="small"
          startIcon={<ArrowBackIcon aria-hidden />}
          sx={{ ml: -1, mb: 0.5 }}
          data-testid="back-to-surveys"
        >
          {t('configuration.survey.back')}
        </Button>
        <ScreenTitle route="survey">
          {notFound
            ? t('surveyAdmin.title')
            : (title ?? (
                <>
                  <Skeleton variant="text" width={280} sx={{ maxWidth: '70%' }} aria-hidden />
                  <VisuallyHidden>{t('state.loading')}</VisuallyHidden>
                </>
              ))}
        </ScreenTitle>
        {!notFound && (
          <Typography variant="body2" color="text.secondary">
            {t('configuration.survey.subtitle', { id: surveyId })}
          </Typography>
        )}
      </Box>
      {notFound ? (
        <EmptyState text={t('configuration.survey.notFound', { id: params.surveyId ?? '' })} />
      ) : blocks.isError ? (
        <ErrorState error={blocks.error} onRetry={() => blocks.refetch()} />
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_, next: RootTab) =>
              setSearch(next === 'configuration' ? {} : { tab: next }, { replace: true })
            }
            aria-label={t('configuration.survey.tabs')}
            // more tabs than a phone shows: arrows beside them say so (and scroll), the chosen
            // tab is scrolled into sight between them
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {shown.map((value) => (
              <Tab
                key={value}
                value={value}
                label={t(`configuration.tab.${value}`)}
                id={`survey-tab-${value}`}
                aria-controls={`survey-tabpanel-${value}`}
                data-testid={`tab-${value}`}
              />
            ))}
          </Tabs>
          <div role="tabpanel" id={`survey-tabpanel-${tab}`} aria-labelledby={`survey-tab-${tab}`}>
            <Suspense fallback={<LoadingSkeleton variant="rows" />}>{section[tab]()}</Suspense>
          </div>
        </>
      )}
    </Stack>
  );
}
