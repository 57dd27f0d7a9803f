import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { useUniverseData } from '../api/get-universe-data.ts';
import { UniverseForm } from './universe-form.tsx';

interface UniverseSectionProps {
  /** The caller's current survey: every call is made from it. */
  contextSurvey: string;
  /** The survey administered: the settings are of its universe. */
  surveyId: number;
}

/** The settings of the administered survey's universe: title, language, forwarding, support, single sign-on. */
export function UniverseSection({ contextSurvey, surveyId }: UniverseSectionProps) {
  const { t } = useTranslation();
  const query = useUniverseData(contextSurvey, surveyId);
  return (
    <Panel title={t('universe.title')} busy={query.isFetching} testId="universe-settings">
      <Typography variant="body2" color="text.secondary">
        {query.data?.name ? t('universe.introNamed', { name: query.data.name }) : t('universe.intro')}
      </Typography>
      {query.isPending && <LoadingSkeleton variant="rows" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && (
        <UniverseForm
          key={query.dataUpdatedAt}
          contextSurvey={contextSurvey}
          surveyId={surveyId}
          data={query.data}
        />
      )}
    </Panel>
  );
}
