import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { TChange } from '@opinio/domain/schemas/changes';
import type { TReportLocale } from '@opinio/domain/schemas/reports';
import { describe, expect, it } from 'vitest';
import { subscriptionMail } from '#reports/subscription-mail.ts';

/**
 * The subscription mail puts the report's headline numbers and the unit's detected changes
 * side by side, as the overview does: each says what it is measured against, so that the
 * NPS tile's fall over the report's 91 days and the NPS rise of the last 28 days against the
 * year before never read as one figure contradicting the other.
 */

const tile = (indicator: string, over: Partial<TKpiResponse['tiles'][number]>) => ({
  indicator,
  title: indicator === 'nps' ? 'NPS' : 'CSAT %',
  value: 36,
  count: 1741,
  ciLow: 30,
  ciHigh: 42,
  suppressed: false,
  previousValue: 40,
  change: -4,
  changeSignificant: false,
  parentValue: null,
  differsFromParent: null,
  ...over,
});

const kpis = (withPeriod: boolean): TKpiResponse => ({
  nInterviews: 1741,
  minAnswers: 5,
  period: withPeriod ? { from: '2026-08-31', to: '2026-11-30' } : null,
  previousPeriod: withPeriod ? { from: '2026-06-01', to: '2026-08-31' } : null,
  tiles: [
    tile('nps', withPeriod ? {} : { previousValue: null, change: null, changeSignificant: null }),
    tile('csat', { value: 80.2, previousValue: null, change: null, changeSignificant: null }),
  ],
});

const rise: TChange = {
  id: '3',
  unit: { extName: 'north', title: 'North region', level: 2, path: 'org,all,north' },
  indicator: { extName: 'nps', title: 'NPS', kind: 'nps', decimals: 0 },
  direction: 'up',
  window: 28,
  windows: [28],
  periodFrom: '2026-11-02',
  periodTo: '2026-11-29',
  historyFrom: '2025-11-03',
  historyTo: '2026-11-01',
  recentValue: 44,
  recentN: 543,
  historyValue: 29,
  historyN: 7135,
  difference: 15,
  ciLow: 8,
  ciHigh: 21,
  qValue: 0.001,
  detectedAt: '2026-11-29T03:00:00Z',
};

const mail = (locale: TReportLocale, withPeriod = true) =>
  subscriptionMail({
    to: 'risto@example.com',
    name: 'Risto Regional',
    locale,
    surveyTitle: 'Customer satisfaction',
    nodeTitle: 'North region',
    frequency: 'weekly',
    date: '2026-11-30',
    kpis: kpis(withPeriod),
    changes: [rise],
    decimals: { nps: 0, csat: 1 },
    pdf: { fileName: 'report.pdf', content: Buffer.from('%PDF-1.4') },
    unsubscribePage: 'https://opinio.example.com/unsubscribe/report/x',
    unsubscribeOneClick: 'https://opinio.example.com/api/vuejs/reports/mailunsubscribe/x',
    brand: 'Opinio · Nordic Retail',
  });

describe('the subscription mail names the period of each figure', () => {
  it('in English: the report period, the days each change is measured against, and the changes’ own windows', async () => {
    const { text } = await mail('en');
    const flat = (text ?? '').replace(/\s+/g, ' ');
    expect(flat).toContain('The headline numbers, Aug 31, 2026 – Nov 29, 2026:');
    // within the margin of error, as the tile says
    expect(flat).toContain('36 (-4 vs the 91 days before, within the margin of error), 1,741 answers');
    // no change where the 91 days before had too few answers, and the mail says so
    expect(flat).toContain('80.2, 1,741 answers; too few answers in the 91 days before to compare');
    expect(flat).toContain(
      "What changed beyond chance here and below (each unit's last 7 or 28 days against its own year before, not the period above):",
    );
    expect(flat).toContain(
      'North region: NPS rose from 29 to 44: the last 28 days against the year before (543 answers',
    );
  });

  it('in Finnish and Swedish the same', async () => {
    const fi = ((await mail('fi')).text ?? '').replace(/\s+/g, ' ');
    expect(fi).toContain('Tärkeimmät luvut, 31.8.2026 – 29.11.2026:');
    expect(fi).toContain('36 (−4 edeltäviin 91 päivään verrattuna, virhemarginaalin sisällä)');
    expect(fi).toContain('nousi 29 → 44: viimeiset 28 päivää verrattuna edeltävään vuoteen');
    const sv = ((await mail('sv')).text ?? '').replace(/\s+/g, ' ');
    expect(sv).toContain('36 (−4 jämfört med de 91 dagarna före, inom felmarginalen)');
    expect(sv).toContain('steg från 29 till 44: de senaste 28 dagarna mot året före');
  });

  it('without a time filter: every answer, and no change', async () => {
    const flat = ((await mail('en', false)).text ?? '').replace(/\s+/g, ' ');
    expect(flat).toContain('The headline numbers, all answers:');
    expect(flat).toContain('36, 1,741 answers');
    expect(flat).not.toContain('days before');
  });
});
