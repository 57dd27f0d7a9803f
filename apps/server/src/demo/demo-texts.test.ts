import { LOCALES, missingVariants } from '@opinio/domain/localized-text';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import { describe, expect, it } from 'vitest';
import { cxSurvey, guestSurvey } from '#survey-admin/config-blocks/cx-template.ts';
import { DEMO_RULE_NAME } from './alerts.ts';
import { demoOrganisation, smallOrganisation } from './organisation.ts';

/** The keys of a survey definition that hold a text users read. */
const TEXT_KEYS = new Set(['title', 'rootTitle']);

/** Every text of a definition, wherever it is (pages, components, questions, options, filters, units). */
function texts(value: unknown, where = ''): Array<{ where: string; text: TLocalizedText }> {
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${where}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const at = where ? `${where}.${key}` : key;
    if (TEXT_KEYS.has(key) && child !== null) return [{ where: at, text: child as TLocalizedText }];
    return texts(child, at);
  });
}

describe('the demo surveys speak English, Finnish and Swedish', () => {
  const surveys = { cx: cxSurvey(demoOrganisation()), guest: guestSurvey(smallOrganisation()) };

  it.each(Object.entries(surveys))('every text of survey %s has a variant in each language', (_, survey) => {
    const found = texts(survey);
    // pages, components, questions, options, indicators, views, filters and the whole organisation
    expect(found.length).toBeGreaterThan(survey.extName === 'cx' ? 250 : 15);
    const lacking = found.flatMap(({ where, text }) => {
      const missing = missingVariants(text);
      return missing.length > 0 ? [`${where} lacks ${missing.join(', ')}`] : [];
    });
    expect(lacking).toEqual([]);
  });

  it('the alert rule and the system message too', () => {
    expect(missingVariants(DEMO_RULE_NAME)).toEqual([]);
    const message = surveys.guest.systemMessage as { texts: Record<string, string> };
    for (const locale of LOCALES.filter((l) => l !== 'en')) expect(message.texts[locale]).toBeTruthy();
  });

  it('a translation is not the English text again, except names and abbreviations', () => {
    const same = texts(surveys.cx).filter(({ text }) => {
      if (typeof text === 'string') return false;
      return text.fi === text.en && text.sv === text.en;
    });
    expect(same.map(({ text }) => (typeof text === 'string' ? text : text.en))).toEqual(
      expect.arrayContaining(['NPS', 'CSAT %', 'Nordic Retail']),
    );
    for (const { text } of same)
      expect(['NPS', 'CSAT %', 'Nordic Retail']).toContain((text as { en: string }).en);
  });
});
