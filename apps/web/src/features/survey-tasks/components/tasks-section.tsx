import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { TasksPanel } from './tasks-panel.tsx';

interface TasksSectionProps {
  /** The caller's current survey (the task calls name the administered survey itself). */
  contextSurvey: string;
  /** The survey administered. */
  surveyId: number;
}

/**
 * The administered survey's background tasks. The task calls address a survey of the user's
 * own universe by name: a survey of another universe is explained instead.
 */
export function TasksSection({ surveyId }: TasksSectionProps) {
  const { t } = useTranslation();
  const identity = useIdentity().data;
  const survey = identity?.surveys.find((s) => s.id === surveyId);
  if (!survey)
    return (
      <Panel title={t('tasks.title')} testId="tasks">
        {identity ? (
          <Typography variant="body2" color="text.secondary" data-testid="tasks-other-universe">
            {t('tasks.otherUniverse')}
          </Typography>
        ) : (
          <LoadingSkeleton variant="rows" />
        )}
      </Panel>
    );
  return <TasksPanel surveyExtName={survey.extName} />;
}
