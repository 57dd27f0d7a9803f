import type { TAlertRule } from '@opinio/domain/schemas/alerts';
import type { TQuestion } from '@opinio/domain/schemas/survey';
import { describe, expect, it } from 'vitest';
import { alertRuleFormDefaults, alertRuleFormSchema, type TAlertRuleForm } from './alert-rule-form.ts';

const question = (extName: string, type: TQuestion['type']): TQuestion => ({
  extName,
  title: extName,
  type,
  min: type === 'number' ? 0 : null,
  max: type === 'number' ? 10 : null,
  options: [],
});
const survey = { questions: [question('comment', 'text'), question('nps', 'number')] };

type FormChanges = Partial<Omit<TAlertRuleForm, 'condition'>> & {
  condition?: Partial<TAlertRuleForm['condition']>;
};

const form = (changes: FormChanges): TAlertRuleForm => {
  const defaults = alertRuleFormDefaults(survey, undefined);
  return { ...defaults, ...changes, condition: { ...defaults.condition, ...changes.condition } };
};

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('alert rule form', () => {
  it('starts a new rule on the first question that is not text, due in 72 hours', () => {
    expect(alertRuleFormDefaults(survey, undefined)).toEqual({
      name: '',
      condition: { question: 'nps', op: '<=', value: '', contains: '' },
      dueHours: '72',
      notify: true,
      enabled: true,
    });
  });

  it('fills the fields of an existing rule', () => {
    const rule: TAlertRule = {
      id: 4,
      name: 'Rude',
      condition: { question: 'comment', contains: ['rude', 'slow'] },
      dueHours: 24,
      notify: false,
      enabled: true,
      createdAt: '2026-01-01T00:00:00Z',
    };
    expect(alertRuleFormDefaults(survey, rule).condition.contains).toBe('rude, slow');
  });

  it('reads a number question into an operator and a value, and keeps the id of the rule edited', () => {
    const result = alertRuleFormSchema(survey, 4).safeParse(
      form({ name: ' Detractors ', condition: { value: '6' }, dueHours: '48' }),
    );
    expect(result.data).toEqual({
      id: 4,
      name: 'Detractors',
      condition: { question: 'nps', op: '<=', value: 6 },
      dueHours: 48,
      notify: true,
      enabled: true,
    });
  });

  it('reads a text question into its keywords', () => {
    const result = alertRuleFormSchema(survey, undefined).safeParse(
      form({ name: 'Rude', condition: { question: 'comment', contains: 'rude, slow, rude' } }),
    );
    expect(result.data?.condition).toEqual({ question: 'comment', contains: ['rude', 'slow'] });
    expect(result.data).not.toHaveProperty('id');
  });

  it('names the fields the domain schema refuses', () => {
    const schema = alertRuleFormSchema(survey, undefined);
    expect(paths(schema.safeParse(form({ name: '', dueHours: '0', condition: { value: '6' } })))).toEqual([
      'name',
      'dueHours',
    ]);
    expect(paths(schema.safeParse(form({ name: 'x', condition: { question: 'comment' } })))).toEqual([
      'condition.contains',
    ]);
    expect(paths(schema.safeParse(form({ name: 'x', condition: { question: 'gone' } })))).toEqual([
      'condition.question',
    ]);
    expect(paths(schema.safeParse(form({ name: 'x', condition: { value: '' } })))[0]).toMatch(/^condition/);
  });
});
