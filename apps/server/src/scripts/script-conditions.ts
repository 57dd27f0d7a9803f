import type { FastifyBaseLogger } from 'fastify';
import type { ValidatedInterview } from '#ingestion/validate-batch.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { describeFailure, reportScriptFailure } from './script-failures.ts';
import { scriptInterview } from './script-input.ts';
import { surveyScripts } from './survey-scripts.ts';

/** For each alert-condition script: the interviews it holds for, each with its reason (or null). */
export type ScriptVerdicts = Map<number, Map<number, string | null>>;

/**
 * Runs the alert-condition scripts the rules name on new interviews, once per script: a
 * script holds for an interview when `condition(interview)` answers true, or a text (the
 * alert's description). A script that fails holds for nothing; the failure is reported as
 * a computed variable's is. A disabled or deleted script holds for nothing.
 */
export async function scriptVerdicts(
  services: Pick<Services, 'database' | 'sandbox'>,
  survey: SurveyModel,
  scriptIds: readonly number[],
  interviews: ReadonlyArray<ValidatedInterview & { id: number }>,
  log: FastifyBaseLogger,
): Promise<ScriptVerdicts> {
  const verdicts: ScriptVerdicts = new Map();
  if (scriptIds.length === 0 || interviews.length === 0) return verdicts;
  const { preludes, scripts } = await surveyScripts(services.database.db, survey);
  const inputs = interviews.map((interview) => [scriptInterview(survey, interview)]);
  for (const script of scripts.filter((s) => s.purpose === 'alertCondition' && scriptIds.includes(s.id))) {
    const outcomes = await services.sandbox.runBatch({
      preludes,
      main: script,
      entry: 'condition',
      inputs,
      tenant: survey.universeId,
    });
    const holds = new Map<number, string | null>();
    let failed = 0;
    let message = '';
    for (const [n, outcome] of outcomes.entries()) {
      if (!outcome.ok) {
        failed++;
        message ||= describeFailure(outcome);
      } else if (outcome.value === true) holds.set(interviews[n].id, null);
      else if (typeof outcome.value === 'string' && outcome.value.trim() !== '')
        holds.set(interviews[n].id, outcome.value.trim().slice(0, 500));
    }
    verdicts.set(script.id, holds);
    if (failed > 0)
      await reportScriptFailure(services, survey, script, { script: script.name, failed, message }, log);
  }
  return verdicts;
}
