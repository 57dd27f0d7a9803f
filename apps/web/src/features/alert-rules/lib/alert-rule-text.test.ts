import type { TQuestion } from '@opinio/domain/schemas/survey';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLocale, loadRestTexts } from '@/lib/i18n.ts';
import { conditionText } from './alert-rule-text.ts';

const question = (extName: string, type: TQuestion['type']): TQuestion => ({
  extName,
  title: extName === 'nps' ? 'Recommendation' : 'Comment',
  type,
  min: type === 'number' ? 0 : null,
  max: type === 'number' ? 10 : null,
  options: [],
});
const survey = {
  questions: [question('comment', 'text'), question('nps', 'number')],
  indicators: [{ extName: 'nps', title: 'NPS', questionExtName: 'nps' }],
} as unknown as Parameters<typeof conditionText>[0];
const names: Record<string, string> = { staff: 'Staff', queues: 'Checkout queues' };

describe('an alert rule condition in words', () => {
  beforeAll(() => Promise.all([loadLocale('fi'), loadRestTexts()]));

  it('names the indicator, the comparison and the words', () => {
    const en = i18n.getFixedT('en');
    expect(conditionText(survey, { question: 'nps', op: '<=', value: 6 }, en)).toBe('NPS ≤ 6');
    expect(conditionText(survey, { question: 'comment', contains: ['rude', 'slow'] }, en)).toBe(
      'Comment contains rude, slow',
    );
    expect(conditionText(survey, { script: 4 }, en)).toBe('Script 4 decides');
  });

  it('adds the topics the comment must mention, by name, as the language lists alternatives', () => {
    const condition = { question: 'nps', op: '<=' as const, value: 6, topics: ['staff', 'queues'] };
    const topicName = (key: string) => names[key] ?? key;
    expect(conditionText(survey, condition, i18n.getFixedT('en'), { locale: 'en', topicName })).toBe(
      'NPS ≤ 6 and the comment is about Staff or Checkout queues',
    );
    expect(conditionText(survey, condition, i18n.getFixedT('fi'), { locale: 'fi', topicName })).toBe(
      'NPS ≤ 6 ja kommentti koskee aihetta Staff tai Checkout queues',
    );
    // names not known yet: the keys
    expect(conditionText(survey, { ...condition, topics: ['staff'] }, i18n.getFixedT('en'))).toBe(
      'NPS ≤ 6 and the comment is about staff',
    );
  });
});
