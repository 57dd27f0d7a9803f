import type { TAlertRule } from '@opinio/domain/schemas/alerts';
import type { TQuestion } from '@opinio/domain/schemas/survey';
import { describe, expect, it } from 'vitest';
import {
  alertRuleFormDefaults,
  alertRuleFormSchema,
  SCRIPT_CONDITION,
  type TAlertRuleForm,
} from './alert-rule-form.ts';

const question = (extName: string, type: TQuestion['type']): TQuestion => ({
  extName,
  title: extName,
  type,
  min: type === 'number' ? 0 : null,
  max: type === 'number' ? 10 : null,
  options: [],
});
const survey = {
  questions: [question('comment', 'text'), question('nps', 'number')],
  defaultLocale: 'en' as const,
};

type FormChanges = Partial<Omit<TAlertRuleForm, 'condition' | 'name'>> & {
  /** The name in the survey's language, or the name's fields. */
  name?: string | Partial<TAlertRuleForm['name']>;
  condition?: Partial<TAlertRuleForm['condition']>;
};

const form = ({ name, ...changes }: FormChanges): TAlertRuleForm => {
  const defaults = alertRuleFormDefaults(survey, undefined);
  return {
    ...defaults,
    ...changes,
    name: { ...defaults.name, ...(typeof name === 'string' ? { en: name } : name) },
    condition: { ...defaults.condition, ...changes.condition },
  };
};

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('alert rule form', () => {
  it('starts a new rule on the first question that is not text, due in 72 hours', () => {
    expect(alertRuleFormDefaults(survey, undefined)).toEqual({
      name: { en: '', fi: '', sv: '' },
      condition: { question: 'nps', op: '<=', value: '', contains: '', script: '', topics: [] },
      dueHours: '72',
      notify: true,
      enabled: true,
    });
  });

  it('fills the fields of an existing rule', () => {
    const rule: TAlertRule = {
      id: 4,
      name: 'Rude',
      localizedName: 'Rude',
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

  it('a name only in the survey’s language is one name for every language', () => {
    const result = alertRuleFormSchema(survey, undefined).safeParse(
      form({ name: ' Detractors ', condition: { value: '6' } }),
    );
    expect(result.data?.name).toBe('Detractors');
  });

  it('translations make a name per language; empty ones are left out', () => {
    const result = alertRuleFormSchema(survey, undefined).safeParse(
      form({ name: { en: 'Detractors', fi: ' Arvostelijat ', sv: '  ' }, condition: { value: '6' } }),
    );
    expect(result.data?.name).toEqual({ en: 'Detractors', fi: 'Arvostelijat' });
  });

  it('fills the name fields of a rule named per language, the survey’s language from its fallback', () => {
    const rule = (localizedName: TAlertRule['localizedName']): TAlertRule => ({
      id: 5,
      name: 'x',
      localizedName,
      condition: { question: 'nps', op: '<=', value: 6 },
      dueHours: 24,
      notify: false,
      enabled: true,
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(alertRuleFormDefaults(survey, rule({ en: 'Low', sv: 'Låg' })).name).toEqual({
      en: 'Low',
      fi: '',
      sv: 'Låg',
    });
    expect(alertRuleFormDefaults(survey, rule({ fi: 'Matala' })).name).toEqual({
      en: 'Matala',
      fi: 'Matala',
      sv: '',
    });
    expect(alertRuleFormDefaults({ ...survey, defaultLocale: 'fi' }, rule('Low')).name).toEqual({
      en: '',
      fi: 'Low',
      sv: '',
    });
  });

  it('an empty name in the survey’s language is refused on its field once there are translations', () => {
    const schema = alertRuleFormSchema(survey, undefined);
    expect(
      paths(schema.safeParse(form({ name: { en: '', fi: 'Arvostelijat' }, condition: { value: '6' } }))),
    ).toEqual(['name.en']);
  });

  it('a script condition names its script, and is refused on its field without one', () => {
    const schema = alertRuleFormSchema(survey, undefined);
    const scripted = (script: string) =>
      schema.safeParse(form({ name: 'Scripted', condition: { question: SCRIPT_CONDITION, script } }));
    expect(scripted('12').data?.condition).toEqual({ script: 12 });
    expect(paths(scripted(''))).toEqual(['condition.script']);
    const rule: TAlertRule = {
      id: 5,
      name: 'Scripted',
      localizedName: 'Scripted',
      condition: { script: 12 },
      dueHours: 24,
      notify: false,
      enabled: true,
      createdAt: '2026-01-01T00:00:00Z',
    };
    expect(alertRuleFormDefaults(survey, rule).condition).toMatchObject({
      question: SCRIPT_CONDITION,
      script: '12',
    });
  });

  describe('topics of a comparison', () => {
    const rule: TAlertRule = {
      id: 7,
      name: 'Detractors about the staff',
      localizedName: { en: 'Detractors about the staff', fi: 'Arvostelijat henkilökunnasta' },
      condition: { question: 'nps', op: '<=', value: 6, topics: ['staff-service', 'checkout-queues'] },
      dueHours: 24,
      notify: false,
      enabled: true,
      createdAt: '2026-01-01T00:00:00Z',
    };
    // What saving the rule unchanged sends: the rule as stored, without what the server adds.
    const { createdAt: _, name: __, localizedName, ...unchanged } = rule;
    const saved = { ...unchanged, name: localizedName };

    it('a rule with topics comes back from its fields unchanged', () => {
      const fields = alertRuleFormDefaults(survey, rule);
      expect(fields.condition.topics).toEqual(['staff-service', 'checkout-queues']);
      expect(alertRuleFormSchema(survey, rule.id).safeParse(fields).data).toEqual(saved);
    });

    it('clearing the topics removes the topic condition', () => {
      const fields = alertRuleFormDefaults(survey, rule);
      const result = alertRuleFormSchema(survey, rule.id).safeParse({
        ...fields,
        condition: { ...fields.condition, topics: [] },
      });
      expect(result.data?.condition).toEqual({ question: 'nps', op: '<=', value: 6 });
      expect(result.data?.condition).not.toHaveProperty('topics');
    });

    it('a rule without topics has none in its fields and saves none', () => {
      const plain: TAlertRule = { ...rule, condition: { question: 'nps', op: '<', value: 7 } };
      const fields = alertRuleFormDefaults(survey, plain);
      expect(fields.condition.topics).toEqual([]);
      expect(alertRuleFormSchema(survey, plain.id).safeParse(fields).data?.condition).toEqual({
        question: 'nps',
        op: '<',
        value: 7,
      });
    });

    it('a text question takes its words, not the topics chosen for a comparison', () => {
      const result = alertRuleFormSchema(survey, undefined).safeParse(
        form({
          name: 'Rude',
          condition: { question: 'comment', contains: 'rude', topics: ['staff-service'] },
        }),
      );
      expect(result.data?.condition).toEqual({ question: 'comment', contains: ['rude'] });
    });
  });
});
