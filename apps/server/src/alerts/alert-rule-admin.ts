import type { TAlertRule, TAlertRuleSave } from '@opinio/domain/schemas/alerts';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import { auditActor, audited } from '#audit/audit-log.ts';
import type { SurveyCaller } from '#auth/survey-for-request.ts';
import { badRequest, forbidden, notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import { checkedCondition } from './alert-rule-condition.ts';
import {
  deleteAlertRule,
  findAlertRule,
  insertAlertRule,
  listAlertRules,
  type RuleRef,
  updateAlertRule,
} from './alert-rule-repository.ts';

/**
 * The rules of the caller's survey (the route table asks for `survey.settings`). A rule runs on every interview of the survey, so
 * changing one is for administrators of the whole organisation: a scoped administrator may
 * read the rules, not change them.
 */
function ruleRef({ principal, survey, scope }: SurveyCaller, access: 'read' | 'change'): RuleRef {
  if (access === 'change' && scope.unit && !principal.user.isRoot) {
    throw forbidden(
      'Alert rules apply to the whole survey: only administrators of the whole organisation change them',
      { code: 'forbidden' },
    );
  }
  return {
    universeId: survey.universeId,
    surveyId: survey.id,
    locale: survey.locale,
    defaultLocale: survey.defaultLocale,
  };
}

export async function alertRules(
  services: Pick<Services, 'database'>,
  caller: SurveyCaller,
): Promise<TAlertRule[]> {
  return listAlertRules(services.database.db, ruleRef(caller, 'read'));
}

/** "Low score: <question>" in each language, for a new rule's name. */
const LOW_SCORE = { en: 'Low score', fi: 'Matala arvio', sv: 'Lågt betyg' } as const;

function lowScoreName(title: TLocalizedText): TLocalizedText {
  const of = (locale: keyof typeof LOW_SCORE) =>
    `${LOW_SCORE[locale]}: ${typeof title === 'string' ? title : (title[locale] ?? title.en ?? Object.values(title)[0])}`;
  return { en: of('en'), fi: of('fi'), sv: of('sv') };
}

/**
 * A new rule to start editing from (nothing is saved): a low answer to the survey's NPS
 * question (0–6, the detractors), else to its first scale (its lowest quarter), else the
 * first option of its first choice question; due in three days, mailed, on.
 */
export function newAlertRule(caller: SurveyCaller): Omit<TAlertRuleSave, 'id'> {
  const questions = caller.survey.questions.filter((q) => q.type !== 'text');
  const nps = caller.survey.indicators.find((i) => i.kind === 'nps')?.question;
  const question =
    nps ??
    questions.find((q) => q.type === 'number' && q.min !== null && q.max !== null) ??
    questions.find((q) => q.type === 'choice' && q.options.length > 0);
  if (!question) {
    throw badRequest(
      `Survey ${caller.survey.extName} has no scale or choice question to alert on`,
      'survey',
      {
        code: 'not_applicable',
      },
    );
  }
  const condition =
    question.type === 'choice'
      ? { question: question.extName, op: '=' as const, value: question.options[0].value }
      : {
          question: question.extName,
          op: '<=' as const,
          value:
            question === nps
              ? 6
              : (question.min ?? 0) + Math.floor(((question.max ?? 0) - (question.min ?? 0)) / 4),
        };
  return { name: lowScoreName(question.titleTexts), condition, dueHours: 72, notify: true, enabled: true };
}

/**
 * Creates a rule (no id) or changes one, its condition checked against the survey's questions
 * (alert-rule-condition.ts), audited with the rule before and after.
 */
export async function saveAlertRule(
  services: Pick<Services, 'database'>,
  caller: SurveyCaller,
  input: TAlertRuleSave,
): Promise<TAlertRule> {
  const ref = ruleRef(caller, 'change');
  const { db } = services.database;
  const { id, ...fields } = input;
  const rule = { ...fields, condition: await checkedCondition(db, caller.survey, fields.condition) };
  const { after } = await audited(db, auditActor(caller.principal), 'alertRule.save', {
    before: async (trx) => (id === undefined ? null : ((await findAlertRule(trx, ref, id)) ?? null)),
    write: async (trx) => {
      if (id === undefined) return insertAlertRule(trx, ref, rule);
      if (!(await updateAlertRule(trx, ref, id, rule))) throw notFound('Alert rule not found');
      return id;
    },
    after: async (trx, ruleId) => (await findAlertRule(trx, ref, ruleId))!,
    audit: ({ before, result: ruleId, after }) => ({
      entity: { type: 'alertRule', id: ruleId },
      before,
      after,
      details: { survey: caller.survey.extName },
    }),
  });
  return after;
}

/** Deletes a rule, audited with what it was. */
export async function removeAlertRule(
  services: Pick<Services, 'database'>,
  caller: SurveyCaller,
  id: number,
): Promise<void> {
  const ref = ruleRef(caller, 'change');
  await audited(services.database.db, auditActor(caller.principal), 'alertRule.delete', {
    before: (trx) => findAlertRule(trx, ref, id),
    write: async (trx, before) => {
      if (!before || !(await deleteAlertRule(trx, ref, id))) throw notFound('Alert rule not found');
    },
    audit: ({ before }) => ({
      entity: { type: 'alertRule', id },
      before,
      after: null,
      details: { survey: caller.survey.extName },
    }),
  });
}
