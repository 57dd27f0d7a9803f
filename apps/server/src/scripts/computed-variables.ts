import type { FastifyBaseLogger } from 'fastify';
import { answerFor, isAnswerProblem, type ValidatedInterview } from '#ingestion/validate-batch.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { describeFailure, reportScriptFailure, type ScriptFailure } from './script-failures.ts';
import { scriptInterview } from './script-input.ts';
import { type RunnableScript, surveyScripts } from './survey-scripts.ts';

/**
 * Runs the survey's variable scripts on new interviews and adds each result as the answer
 * of its computed variable. A script that throws, runs out of time or memory, or answers a
 * value its variable does not take sets nothing on that interview: the interview is written
 * anyway, and the failure is kept on the script, in the bug log and in the answer.
 */
export async function computeVariables(
  services: Pick<Services, 'config' | 'database' | 'sandbox'>,
  survey: SurveyModel,
  interviews: ValidatedInterview[],
  log: FastifyBaseLogger,
): Promise<{ interviews: ValidatedInterview[]; failures: ScriptFailure[] }> {
  if (interviews.length === 0) return { interviews, failures: [] };
  const { preludes, scripts } = await surveyScripts(services.database.db, survey);
  const variables = scripts.filter((s) => s.purpose === 'variable');
  if (variables.length === 0) return { interviews, failures: [] };
  const inputs = interviews.map((interview) => [scriptInterview(survey, interview)]);
  const results = interviews.map((interview) => [...interview.answers]);
  const failures: ScriptFailure[] = [];
  // One budget for all the batch's scripts: a slow script on 5,000 rows must not hold a
  // worker for an hour; the rows left are written without the values.
  const ms = services.config.scriptBatchBudgetMs;
  const budget = { endsAt: Date.now() + ms, ms };
  for (const script of variables) {
    const failure = await runVariable(services, survey, script, preludes, inputs, results, budget);
    if (failure) {
      failures.push(failure);
      await reportScriptFailure(services, survey, script, failure, log);
    }
  }
  return { interviews: interviews.map((interview, n) => ({ ...interview, answers: results[n] })), failures };
}

async function runVariable(
  services: Pick<Services, 'sandbox'>,
  survey: SurveyModel,
  script: RunnableScript,
  preludes: Parameters<Services['sandbox']['runBatch']>[0]['preludes'],
  inputs: unknown[][],
  results: ValidatedInterview['answers'][],
  budget: { endsAt: number; ms: number },
): Promise<ScriptFailure | null> {
  const question = script.target ? survey.questionsByExtName.get(script.target) : undefined;
  if (question?.source !== 'computed')
    return {
      script: script.name,
      failed: inputs.length,
      message: `The variable ${script.target} is not a computed variable of the survey`,
    };
  const outcomes = await services.sandbox.runBatch({
    preludes,
    main: script,
    entry: 'compute',
    inputs,
    tenant: survey.universeId,
    budget,
  });
  let failed = 0;
  let notRun = 0;
  let message = '';
  for (const [n, outcome] of outcomes.entries()) {
    let problem: string | null = null;
    if (!outcome.ok) {
      problem = describeFailure(outcome);
      if (outcome.error.kind === 'budget') notRun++;
    } else if (outcome.value !== null && outcome.value !== undefined) {
      const answer = answerFor(question, outcome.value as number | string);
      if (isAnswerProblem(answer))
        problem = `badResult: ${question.extName} ${answer.message} (got ${JSON.stringify(outcome.value)})`;
      else results[n] = [...results[n].filter((a) => a.questionId !== question.id), answer];
    }
    if (problem) {
      failed++;
      message ||= problem;
    }
  }
  if (failed === 0) return null;
  if (notRun === 0) return { script: script.name, failed, message };
  // The first failure may be another kind: the budget is said in any case.
  const spent = `budget: the batch's scripts used up their time budget (${Math.round(budget.ms / 1000)} s, SCRIPT_BATCH_BUDGET_SECONDS): ${notRun} interview(s) written without this value`;
  return {
    script: script.name,
    failed,
    notRun,
    message: message.startsWith('budget') ? spent : `${message}; ${spent}`,
  };
}
