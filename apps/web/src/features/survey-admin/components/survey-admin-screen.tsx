import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NoAccessScreen } from '../../../components/no-access-screen.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useCurrentRoute } from '../../../lib/current-route.ts';
import { useIdentity } from '../../../lib/identity.ts';
import { AlertRulesSection } from './alert-rules-section.tsx';
import { ApiKeysSection } from './api-keys-section.tsx';

/**
 * Route "survey": /survey/:surveyExtName/:surveyId. Its alert rules and API keys sections are built;
 * the survey's other settings come later and are not shown rather than faked.
 */
export function SurveyAdminScreen() {
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
  if (identity && !rules && !keys) return <NoAccessScreen rule="userAdmin" />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <ScreenTitle route="survey">{t('surveyAdmin.title')}</ScreenTitle>
        {survey && <Typography color="text.secondary">{survey.title}</Typography>}
      </Stack>
      {survey ? (
        <>
          {rules && <AlertRulesSection survey={survey} />}
          {keys && <ApiKeysSection surveyExtName={survey.extName} />}
        </>
      ) : (
        <EmptyState text={t('dashboard.surveyNotFound', { survey: surveyExtName })} />
      )}
    </Stack>
  );
}
