import type {
  TMetadata,
  TMetaInterviewData,
  ZMetaInterviewDataSave,
} from '@opinio/domain/schemas/survey-admin';
import type { z } from 'zod';
import { publishLoadCount } from '#live/publish.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { publishConfigChange } from '../admin-survey.ts';
import { checkedValues, interviewData, writeInterviewData } from './interview-data.ts';
import type { MetaPropertySave } from './question-properties.ts';
import { saveMetaProperty } from './save-meta-property.ts';
import { surveyMetadata } from './survey-metadata.ts';

/**
 * Saves a question's or variable's properties and tells every process: the configuration
 * changed (a new column or column type: the survey's analytics table is built again) and so
 * did the data version. Answers the survey's metadata as saved.
 */
export async function changeMetaProperty(
  services: Pick<Services, 'catalog' | 'database' | 'live'>,
  survey: SurveyModel,
  save: MetaPropertySave,
): Promise<TMetadata> {
  const db = services.database.db;
  const { configVersion, reshaped } = await saveMetaProperty(db, survey, save);
  await publishConfigChange(services, survey, configVersion, { reshaped });
  await publishLoadCount(services, survey);
  return surveyMetadata(db, survey.id);
}

/**
 * Sets or clears an interview's background and computed variables (every value checked
 * before anything is written). The analytics row of the interview is read again before
 * queries go on, and open screens learn of the new data version. Answers the interview's
 * variables as saved; an empty change writes nothing.
 */
export async function changeInterviewData(
  services: Pick<Services, 'analytics' | 'database' | 'live'>,
  survey: SurveyModel,
  change: z.infer<typeof ZMetaInterviewDataSave>,
): Promise<TMetaInterviewData> {
  const db = services.database.db;
  const { interviewId } = change;
  const values = checkedValues(survey, change.values);
  if (values.length > 0) {
    await services.analytics.rewrite(survey, [interviewId], () =>
      writeInterviewData(db, survey, interviewId, values),
    );
    await publishLoadCount(services, survey);
  }
  return interviewData(db, survey, interviewId);
}
