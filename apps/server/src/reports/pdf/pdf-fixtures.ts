import type { TReportLocale } from '@opinio/domain/schemas/reports';
import type { BenchmarkPdfInput, InterviewPdfInput, PdfFrame, PdfIndicator } from './pdf-input.ts';

/** A regional node of a Finnish retail chain: what the PDF tests and the visual review render. */

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 60" width="240" height="60">
  <rect x="0" y="8" width="44" height="44" rx="10" fill="#0f6e6e"/>
  <path d="M12 40 L22 18 L32 40 Z" fill="#ffffff"/>
  <text x="56" y="40" font-family="Helvetica" font-weight="bold" font-size="26" fill="#12343b">Pohjola</text>
  <text x="160" y="40" font-family="Helvetica" font-size="26" fill="#0f6e6e">Market</text>
</svg>`;

const SURVEY_TITLES: Record<TReportLocale, string> = {
  en: 'Customer experience 2025',
  fi: 'Asiakaskokemus 2025',
  sv: 'Kundupplevelse 2025',
};

export const FIXTURE_FILTERS: Record<TReportLocale, string[]> = {
  en: ['Channel: Web, Store', 'Age: 25–34, 35–44'],
  fi: ['Kanava: Verkko, Myymälä', 'Ikä: 25–34, 35–44'],
  sv: ['Kanal: Webb, Butik', 'Ålder: 25–34, 35–44'],
};

export const FIXTURE_NODE = ['Pohjola Market', 'Pohjoinen alue', 'Pohjois-Pohjanmaa'];

function frame(locale: TReportLocale, logo: boolean): PdfFrame {
  return {
    locale,
    company: 'Pohjola Market Oy',
    primaryColor: '#0f6e6e',
    logoSvg: logo ? LOGO_SVG : null,
    surveyTitle: SURVEY_TITLES[locale],
    node: FIXTURE_NODE,
    filters: FIXTURE_FILTERS[locale],
    period: { from: '2025-01-01', to: '2025-12-31' },
    created: new Date('2026-01-15T09:30:00Z'),
    preparedFor: 'Maija Virtanen',
  };
}

const INDICATOR_TITLES: Record<TReportLocale, [string, string, string, string]> = {
  en: ['Net Promoter Score', 'Overall satisfaction', 'Satisfied customers (4–5)', 'Ease of doing business'],
  fi: [
    'Suositteluindeksi (NPS)',
    'Kokonaistyytyväisyys',
    'Tyytyväiset asiakkaat (4–5)',
    'Asioinnin helppous',
  ],
  sv: ['Net Promoter Score', 'Helhetsnöjdhet', 'Nöjda kunder (4–5)', 'Enkelhet'],
};

function fixtureIndicators(locale: TReportLocale): PdfIndicator[] {
  const [nps, sat, csat, ease] = INDICATOR_TITLES[locale];
  return [
    { extName: 'nps', title: nps, decimals: 0, thresholds: { low: 0, high: 30 }, kind: 'nps' },
    { extName: 'sat', title: sat, decimals: 2, thresholds: { low: 3.5, high: 4.2 }, kind: 'mean' },
    { extName: 'csat', title: csat, decimals: 1, thresholds: { low: 70, high: 85 }, kind: 'topbox' },
    { extName: 'ease', title: ease, decimals: 1, thresholds: null, kind: 'mean' },
  ];
}

/** Deterministic noise, so every run draws the same report. */
function noise(seed: number): number {
  const x = Math.sin(seed * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

const STORES = [
  'Oulu Keskusta',
  'Oulu Limingantulli',
  'Kempele Zeppelin',
  'Raahe',
  'Ylivieska',
  'Haukipudas',
  'Kuusamo',
  'Nivala',
  'Pudasjärvi',
  'Kalajoki',
  'Muhos',
  'Oulun kauppakeskus Valkea, katutason myymälä ja noutopiste (avoinna ympäri vuorokauden)',
];

function unitValues(seed: number): Record<string, number | null> {
  return {
    nps: Math.round(-15 + noise(seed) * 75),
    sat: 3.2 + noise(seed + 1) * 1.5,
    csat: 62 + noise(seed + 2) * 33,
    ease: 3.4 + noise(seed + 3) * 1.3,
  };
}

const COMMENTS: Array<{ unit: string; score: number; text: string }> = [
  {
    unit: 'Oulu Keskusta',
    score: 10,
    text: 'Erittäin ystävällinen palvelu ja tuotteet löytyivät helposti. Kiitos!',
  },
  { unit: 'Raahe', score: 3, text: 'Kassalla jonotin yli 20 minuuttia, vain yksi kassa auki lauantaina.' },
  {
    unit: 'Kempele Zeppelin',
    score: 9,
    text: 'Bra service och trevlig personal, jag kommer gärna tillbaka.',
  },
  { unit: 'Ylivieska', score: 7, text: 'Ok käynti. Hedelmäosasto voisi olla siistimpi.' },
  { unit: 'Kuusamo', score: 8, text: 'Nopea nouto verkkokaupasta 👍 ja “ystävällinen” henkilökunta.' },
  { unit: 'Haukipudas', score: 2, text: 'Tilaus myöhästyi kaksi päivää eikä kukaan ilmoittanut mitään.' },
  { unit: 'Nivala', score: 10, text: 'Paras lähikauppa, aina hyvä valikoima.' },
  { unit: 'Pudasjärvi', score: 6, text: 'Hinnat nousseet selvästi, laatu ei ole parantunut.' },
  { unit: 'Kalajoki', score: 9, text: 'Personalen hjälpte mig att hitta rätt storlek – tack så mycket!' },
  { unit: 'Muhos', score: 5, text: 'Parkkipaikka on aina täynnä iltaisin.' },
  {
    unit: 'Oulu Limingantulli',
    score: 8,
    text: 'Hyvä kokemus kokonaisuutena, mutta sovellus kaatui maksaessa.',
  },
  { unit: STORES[11], score: 9, text: 'Aukioloajat ovat loistavat, kävin kolmelta yöllä.' },
  {
    unit: 'Oulu Keskusta',
    score: 4,
    text: 'Tuotetta ei ollut hyllyssä vaikka sovelluksen mukaan saldoa oli 12.',
  },
  { unit: 'Raahe', score: 10, text: 'Myyjä Łukasz auttoi todella hyvin, ő ja ł näkyvät nimissä.' },
  { unit: 'Kempele Zeppelin', score: 7, text: 'Helppo asioida. Lisää itsepalvelukassoja kiitos.' },
  { unit: 'Kuusamo', score: 1, text: 'Dålig service, ingen svarade i telefon på tre dagar.' },
  { unit: 'Ylivieska', score: 9, text: 'Siisti myymälä ja reipas henkilökunta.' },
  {
    unit: 'Haukipudas',
    score: 6,
    text: `Palautus onnistui lopulta, ohjeet: https://example.com/palautukset/ohjeet/${'a'.repeat(120)}?tilaus=1234567890`,
  },
  { unit: 'Nivala', score: 8, text: 'Hyvä\nvalikoima\n\nmutta kassajonot pitkiä iltapäivisin.' },
  {
    unit: 'Oulu Keskusta',
    score: 3,
    text: Array.from(
      { length: 45 },
      (_, i) =>
        `Kohta ${i + 1}: tilasin verkkokaupasta ja valitsin noudon myymälästä, mutta noutokaappi ei avautunut koodilla, asiakaspalvelu ei vastannut ja jouduin palaamaan seuraavana päivänä uudelleen.`,
    ).join(' '),
  },
];

/** The benchmark fixture: 12 child units, 24 months of trend, 30 ranked stores, 20 comments. */
export function benchmarkFixture(locale: TReportLocale, options: { logo?: boolean } = {}): BenchmarkPdfInput {
  const months = Array.from(
    { length: 24 },
    (_, i) => `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
  );
  return {
    ...frame(locale, options.logo ?? true),
    indicators: fixtureIndicators(locale),
    kpis: [
      { indicator: 'nps', value: 42, previousValue: 37, change: 5, count: 12345 },
      { indicator: 'sat', value: 4.21, previousValue: 4.27, change: -0.06, count: 12310 },
      { indicator: 'csat', value: 81.4, previousValue: 79.9, change: 1.5, count: 12310 },
      { indicator: 'ease', value: 3.9, previousValue: null, change: null, count: 8122 },
    ],
    nInterviews: 12345,
    trend: {
      indicator: 'nps',
      points: months.map((bucket, i) => ({
        bucket,
        value: i === 7 ? null : Math.round(28 + i * 0.6 + noise(i) * 12),
        count: i === 7 ? 0 : 380 + Math.round(noise(i + 50) * 260),
      })),
    },
    breakdown: STORES.map((title, i) => ({
      title,
      count: 240 + Math.round(noise(i + 100) * 1800),
      values: i === 9 ? { nps: null, sat: null, csat: null, ease: null } : unitValues(i),
    })),
    ranking: {
      indicator: 'nps',
      levelTitle: locale === 'fi' ? 'Myymälät' : locale === 'sv' ? 'Butiker' : 'Stores',
      minCount: 30,
      rows: Array.from({ length: 30 }, (_, i) => ({
        rank: i < 27 ? i + 1 : null,
        title: i < STORES.length ? STORES[i] : `Myymälä ${i + 1}, ${['Oulu', 'Kemi', 'Tornio'][i % 3]}`,
        value: i < 27 ? 71 - i * 3 : 55,
        count: i < 27 ? 60 + Math.round(noise(i + 200) * 900) : 4 + i - 27,
      })),
    },
    comparison: [
      { title: 'Pohjoinen alue', count: 48210, values: { nps: 38, sat: 4.12, csat: 78.2, ease: 3.8 } },
      { title: 'Pohjola Market', count: 1204577, values: { nps: 35, sat: 4.05, csat: 76.9, ease: null } },
    ],
    comments: COMMENTS.map((c, i) => ({
      date: `2025-12-${String(31 - i).padStart(2, '0')}`,
      unitTitle: c.unit,
      score: c.score,
      text: c.text,
    })),
  };
}

/** One answer with 8 questions that opened an alert and got two staff comments. */
export function interviewFixture(locale: TReportLocale): InterviewPdfInput {
  const base = frame(locale, true);
  return {
    ...base,
    node: ['Pohjola Market', 'Pohjoinen alue', 'Pohjois-Pohjanmaa', 'Raahe'],
    interview: {
      id: 48213,
      externalId: 'POS-2025-11-88412',
      date: '2025-11-14',
      createdAt: '2025-11-14T16:42:10Z',
      unit: {
        extName: 's014',
        title: 'Raahe',
        drillPath: 'org,all,north,npp,s014',
        segments: [
          { extName: 'all', title: 'Pohjola Market' },
          { extName: 'north', title: 'Pohjoinen alue' },
          { extName: 'npp', title: 'Pohjois-Pohjanmaa' },
          { extName: 's014', title: 'Raahe' },
        ],
      },
      answers: [
        {
          question: 'nps',
          title: 'Kuinka todennäköisesti suosittelisit meitä ystävällesi?',
          type: 'number',
          value: 3,
          text: '3',
        },
        {
          question: 'sat',
          title: 'Kuinka tyytyväinen olit käyntiisi kokonaisuutena?',
          type: 'number',
          value: 2,
          text: '2',
        },
        { question: 'channel', title: 'Miten asioit?', type: 'choice', value: 2, text: 'Myymälässä' },
        {
          question: 'wait',
          title: 'Kuinka monta minuuttia jonotit kassalle?',
          type: 'number',
          value: 22,
          text: '22',
        },
        {
          question: 'found',
          title: 'Löysitkö etsimäsi tuotteet?',
          type: 'choice',
          value: 1,
          text: 'Osittain',
        },
        { question: 'ease', title: 'Kuinka helppoa asiointi oli?', type: 'number', value: 3, text: '3' },
        {
          question: 'comment',
          title: 'Mitä voisimme tehdä paremmin?',
          type: 'text',
          value: null,
          text: 'Kassalla jonotin yli 20 minuuttia, vain yksi kassa oli auki lauantaina iltapäivällä. Henkilökuntaa oli kyllä paikalla hyllyttämässä, mutta kukaan ei avannut toista kassaa vaikka jono ulottui pakasteille asti.',
        },
        {
          question: 'contact',
          title: 'Saako meiltä ottaa sinuun yhteyttä?',
          type: 'text',
          value: null,
          text: '',
        },
      ],
      comments: [
        {
          id: 1,
          message: 'Soitin asiakkaalle ja pahoittelin. Lauantain vuorosuunnittelu tarkistetaan.',
          author: 'Liisa Mäkelä',
          createdAt: '2025-11-15T08:12:00Z',
        },
        {
          id: 2,
          message: 'Toinen kassa auki lauantaisin klo 12–18 alkaen 1.12.',
          author: null,
          createdAt: '2025-11-17T13:05:00Z',
        },
      ],
      alerts: [
        {
          id: 9001,
          interviewId: 48213,
          title: 'Arvostelija',
          description: 'Suositteluhalukkuus 0–6',
          state: 'in_progress',
          unitTitle: 'Raahe',
          assignee: 'Liisa Mäkelä',
          dueAt: '2025-11-16T16:42:10Z',
          createdAt: '2025-11-14T16:42:12Z',
          updatedAt: '2025-11-15T08:12:00Z',
          score: 3,
          excerpt: 'Kassalla jonotin yli 20 minuuttia',
        },
      ],
      origin: {
        contactId: 7731,
        sample: { id: 12, name: 'Kanta-asiakkaat marraskuu' },
        messages: [
          {
            id: 1,
            campaign: { id: 3, name: 'Marraskuun kysely', type: 'email' },
            state: 'delivered',
            sentAt: '2025-11-14T07:00:00Z',
            openedAt: '2025-11-14T15:58:00Z',
            clickedAt: '2025-11-14T16:30:00Z',
          },
          {
            id: 2,
            campaign: { id: 4, name: 'Muistutus', type: 'sms' },
            state: 'pending',
            sentAt: null,
            openedAt: null,
            clickedAt: null,
          },
        ],
      },
    },
  };
}
