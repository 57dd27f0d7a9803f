import type { TReportLocale } from '@opinio/domain/schemas/reports';

/** The fixed texts of the ranking workbook in each report language. */
const TEXTS = {
  en: {
    title: 'Ranking',
    sheet: 'Ranking',
    survey: 'Survey',
    unit: 'Unit',
    filters: 'Filters',
    noFilters: 'None',
    created: 'Created',
    level: 'Level',
    lowest: 'lowest',
    minCount: 'Minimum answers to be ranked',
    rank: 'Rank',
    drillPath: 'Drill path',
    count: 'Answers',
    previousRank: 'Previous rank',
    ranked: 'Ranked units',
    tooFew: 'Too few answers (fewer than {n}): not ranked',
    noPeriod: 'Previous rank needs a time filter',
  },
  fi: {
    title: 'Paremmuusjärjestys',
    sheet: 'Paremmuusjärjestys',
    survey: 'Kysely',
    unit: 'Yksikkö',
    filters: 'Suodattimet',
    noFilters: 'Ei suodattimia',
    created: 'Luotu',
    level: 'Taso',
    lowest: 'alin',
    minCount: 'Vastauksia vähintään, jotta yksikkö sijoitetaan',
    rank: 'Sija',
    drillPath: 'Porautumispolku',
    count: 'Vastauksia',
    previousRank: 'Edellinen sija',
    ranked: 'Sijoitetut yksiköt',
    tooFew: 'Liian vähän vastauksia (alle {n}): ei sijoitettu',
    noPeriod: 'Edellinen sija vaatii aikasuodattimen',
  },
  sv: {
    title: 'Rankning',
    sheet: 'Rankning',
    survey: 'Enkät',
    unit: 'Enhet',
    filters: 'Filter',
    noFilters: 'Inga',
    created: 'Skapad',
    level: 'Nivå',
    lowest: 'lägsta',
    minCount: 'Minsta antal svar för rankning',
    rank: 'Placering',
    drillPath: 'Sökväg',
    count: 'Svar',
    previousRank: 'Föregående placering',
    ranked: 'Rankade enheter',
    tooFew: 'För få svar (färre än {n}): inte rankade',
    noPeriod: 'Föregående placering kräver ett tidsfilter',
  },
} as const satisfies Record<TReportLocale, Record<string, string>>;

export type ReportTexts = Record<keyof (typeof TEXTS)['en'], string>;

export function reportTexts(locale: TReportLocale | undefined): ReportTexts {
  return TEXTS[locale ?? 'en'];
}
