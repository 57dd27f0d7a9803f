import { alertsApi } from '@opinio/domain/api/alerts';
import type { TAlertCondition } from '@opinio/domain/schemas/alerts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { surveyForRequest } from '../../access/survey-for-request.ts';
import {
  deleteAlertRule,
  findAlertRule,
  insertAlertRule,
  listAlertRules,
  updateAlertRule,
} from '../../alerts/alert-rule-repository.ts';
import { auditActor, writeAudit } from '../../audit/audit-log.ts';
import { requirePrincipal } from '../../auth/auth-hook.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { alertConditionScript } from '../../scripts/survey-scripts.ts';
import type { Services } from '../../services.ts';
import type { SurveyModel } from '../../surveys/survey-model.ts';
import { routeOptions } from '../route-options.ts';

const MAX_WORDS = 20;

/**
 * The survey of a rule call (the route table asks for `survey.settings`). A rule runs on
 * every interview of the survey, so changing one is for administrators of the whole
 * organisation: a scoped administrator may read the rules, not change them.
 */
async function adminSurvey(
  services: Services,
  request: FastifyRequest,
  extName: string,
  access: 'read' | 'change' = 'change',
) {
  const { principal, survey, scope } = await surveyForRequest(services, request, extName);
  if (access === 'change' && scope.unit && !principal.user.isRoot) {
    throw forbidden(
      'Alert rules apply to the whole survey: only administrators of the whole organisation change them',
      { code: 'forbidden' },
    );
  }
  const ref = {
    universeId: survey.universeId,
    surveyId: survey.id,
    locale: survey.locale,
    defaultLocale: survey.defaultLocale,
  };
  return { survey, ref };
}

/**
 * Checks a condition against the survey's questions and answers it normalised (keywords
 * trimmed, duplicates dropped). A comparison needs a number or choice question and a value
 * on its scale, and its topics must be the survey's; keywords need a text question.
 */
async function checkedCondition(
  services: Services,
  survey: SurveyModel,
  condition: TAlertCondition,
): Promise<TAlertCondition> {
  if ('script' in condition) {
    const script = await alertConditionScript(services.database.db, survey, condition.script);
    if (!script)
      throw badRequest('No alert-condition script of this survey has that id', 'condition.script', {
        code: 'unknown_value',
      });
    return { script: script.id };
  }
  const question = survey.questionsByExtName.get(condition.question);
  if (!question)
    throw badRequest(`The survey has no question ${condition.question}`, 'condition.question', {
      code: 'unknown_value',
      params: { value: condition.question },
    });
  if ('contains' in condition) {
    if (question.type !== 'text') {
      throw badRequest(
        `Keywords need a text question; ${question.extName} is not one`,
        'condition.question',
        { code: 'not_applicable' },
      );
    }
    const words = [...new Set(condition.contains.map((w) => w.trim()).filter((w) => w.length > 0))];
    if (words.length === 0)
      throw badRequest('Give at least one keyword', 'condition.contains', { code: 'required' });
    if (words.length > MAX_WORDS)
      throw badRequest(`At most ${MAX_WORDS} keywords`, 'condition.contains', {
        code: 'too_many',
        params: { max: MAX_WORDS },
      });
    if (words.some((w) => w.length > 100))
      throw badRequest('A keyword is too long', 'condition.contains', {
        code: 'too_long',
        params: { max: 100 },
      });
    return { question: question.extName, contains: words };
  }
  if (question.type === 'text') {
    throw badRequest(
      `A comparison needs a number or choice question; ${question.extName} is a text question`,
      'condition.question',
      { code: 'not_applicable' },
    );
  }
  if (question.type === 'choice') {
    if (!question.options.some((o) => o.value === condition.value)) {
      throw badRequest(`${condition.value} is not an option of ${question.extName}`, 'condition.value', {
        code: 'unknown_value',
        params: { value: String(condition.value) },
      });
    }
  } else {
    const min = question.min ?? Number.NEGATIVE_INFINITY;
    const max = question.max ?? Number.POSITIVE_INFINITY;
    if (condition.value < min || condition.value > max) {
      throw badRequest(
        `The value must be within the question's scale ${question.min ?? ''}–${question.max ?? ''}`,
        'condition.value',
        question.min != null && question.max != null
          ? { code: 'out_of_range', params: { min: question.min, max: question.max } }
          : { code: 'invalid_value' },
      );
    }
  }
  const comparison = { question: question.extName, op: condition.op, value: condition.value };
  if (condition.topics === undefined) return comparison;
  const known = new Set((survey.topics?.topics ?? []).map((t) => t.key));
  const unknown = condition.topics.find((key) => !known.has(key));
  if (unknown !== undefined)
    throw badRequest(`The survey has no topic ${unknown}`, 'condition.topics', {
      code: 'unknown_value',
      params: { value: unknown },
    });
  return { ...comparison, topics: [...new Set(condition.topics)] };
}

/**
 * A survey's alert rules ("effectblocks" in the API's paths): list, save, delete
 * (docs/product.md#alert-rules). Rules are read from the database on each ingestion
 * (run-alert-rules.ts), so a change applies at once.
 */
export const alertRuleRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const db = services.database.db;

  app.route({
    ...routeOptions(alertsApi.rules),
    handler: async (request) => {
      const { ref } = await adminSurvey(services, request, request.params.survey, 'read');
      return { rules: await listAlertRules(db, ref) };
    },
  });

  app.route({
    ...routeOptions(alertsApi.saveRule),
    handler: async (request) => {
      const { survey, ref } = await adminSurvey(services, request, request.params.survey);
      const { id, ...fields } = request.body;
      const rule = { ...fields, condition: await checkedCondition(services, survey, fields.condition) };
      let ruleId = id;
      const before = ruleId === undefined ? null : ((await findAlertRule(db, ref, ruleId)) ?? null);
      if (ruleId === undefined) ruleId = await insertAlertRule(db, ref, rule);
      else if (!(await updateAlertRule(db, ref, ruleId, rule))) throw notFound('Alert rule not found');
      const after = (await findAlertRule(db, ref, ruleId))!;
      await writeAudit(db, {
        ...auditActor(requirePrincipal(request)),
        action: 'alertRule.save',
        entity: { type: 'alertRule', id: ruleId },
        before,
        after,
        details: { survey: survey.extName },
      });
      return after;
    },
  });

  app.route({
    ...routeOptions(alertsApi.deleteRule),
    handler: async (request) => {
      const { survey, ref } = await adminSurvey(services, request, request.params.survey);
      const before = await findAlertRule(db, ref, request.params.id);
      if (!before || !(await deleteAlertRule(db, ref, request.params.id)))
        throw notFound('Alert rule not found');
      await writeAudit(db, {
        ...auditActor(requirePrincipal(request)),
        action: 'alertRule.delete',
        entity: { type: 'alertRule', id: request.params.id },
        before,
        after: null,
        details: { survey: survey.extName },
      });
      return { deleted: request.params.id };
    },
  });
};
