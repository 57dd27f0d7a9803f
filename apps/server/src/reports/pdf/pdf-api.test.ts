import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { indicatorAxisRange } from '@opinio/domain/chart-axis';
import { drawnBuckets } from '@opinio/domain/partial-periods';
import type {
  TBreakdownResponse,
  TKpiResponse,
  TRankingResponse,
  TTrendResponse,
} from '@opinio/domain/schemas/analytics';
import type { TInterviewDetails } from '@opinio/domain/schemas/interviews';
import type { TReportLocale } from '@opinio/domain/schemas/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, path, seededApp, signIn, type TestApp } from '../../../test/harness.ts';
import { runReport } from '../../../test/report-flow.ts';
import { pdfFormat } from './pdf-format.ts';
import { PDF_TEXTS } from './pdf-texts.ts';

const run = promisify(execFile);
const FILTER = 'ftime=rdays:-89:0';
/** The demo's organisation: the root, the North region, its district Oulu and the store s001 in it. */
const REGION = `org,all,north;${FILTER}`;
/** A store has few answers in 90 days: its report covers the last 12 months (a partial month at each end). */
const STORE_FILTER = 'ftime=rmonths:-11:0';
const STORE = `org,all,north,oulu,s001;${STORE_FILTER}`;

interface Word {
  xMin: number;
  yMin: number;
  word: string;
}

interface ReadPdf {
  /** Every page's text, whitespace collapsed. */
  text: string;
  /** The lines as laid out: a table row's cells on one line. */
  layout: string[];
  words: Word[];
  info: string;
}

/** Words of the page text in reading order within a box: one KPI tile's text. */
function wordsIn(words: Word[], box: { x0: number; x1: number; y0: number; y1: number }): string {
  return words
    .filter((w) => w.xMin >= box.x0 && w.xMin < box.x1 && w.yMin >= box.y0 && w.yMin < box.y1)
    .sort((a, b) => a.yMin - b.yMin || a.xMin - b.xMin)
    .map((w) => w.word)
    .join(' ');
}

describe('PDF reports against the API (pglite)', () => {
  let t: TestApp;
  let dir: string;
  const cookies: Record<string, string> = {};
  let files = 0;

  beforeAll(async () => {
    t = await seededApp('pglite', 3000);
    cookies.root = await signIn(t.app, 'root', { universe: 'demo' });
    cookies.regional = await signIn(t.app, 'regional');
    cookies.admin = await signIn(t.app, 'admin');
    cookies.store = await signIn(t.app, 'store');
    dir = await mkdtemp(join(tmpdir(), 'opinio-pdf-api-'));
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const api = async <T>(user: string, url: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies[user] } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };

  async function read(pdf: Buffer): Promise<ReadPdf> {
    const file = join(dir, `report-${++files}.pdf`);
    await writeFile(file, pdf);
    const big = { maxBuffer: 64 * 1024 * 1024 };
    const plain = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], big);
    const laidOut = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], big);
    const boxes = await run('pdftotext', ['-bbox', '-f', '2', '-l', '2', file, '-'], big);
    const info = await run('pdfinfo', [file]);
    return {
      text: plain.stdout.replace(/\s+/g, ' '),
      layout: laidOut.stdout.split(/\n|\f/).map((line) => line.replace(/\s+/g, ' ').trim()),
      words: [
        ...boxes.stdout.matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">([^<]*)<\/word>/g,
        ),
      ].map((m) => ({ xMin: Number(m[1]), yMin: Number(m[2]), word: m[3] })),
      info: info.stdout,
    };
  }

  const benchmarkPdf = async (user: string, drill: string, locale: TReportLocale) =>
    read(
      (
        await runReport(
          t.app,
          cookies[user],
          `/api/vuejs/reports/createreport/cx/${path(drill)}/pdfbenchmark?locale=${locale}`,
          {},
        )
      ).file,
    );

  /** The tiles' text, each cut out of the key figures page by its title's position. */
  function tileTexts(pdf: ReadPdf, titles: string[]): string[] {
    return titles.map((title) => {
      const first = title.split(' ')[0];
      const at = [...pdf.words].sort((a, b) => a.yMin - b.yMin).find((w) => w.word === first && w.yMin > 100);
      expect(at, `tile ${title}`).toBeDefined();
      const x0 = (at?.xMin ?? 0) - 2;
      const y0 = (at?.yMin ?? 0) - 2;
      // a tile is 124 points high; the next tile in its row starts 12 points past its right edge
      return wordsIn(pdf.words, { x0, x1: x0 + 230, y0, y1: y0 + 118 });
    });
  }

  /** Arrows (significant) or "within the margin of error", and the interval, tile by tile as the API has them. */
  function expectTilesAsApi(pdf: ReadPdf, kpis: TKpiResponse, locale: TReportLocale) {
    const texts = PDF_TEXTS[locale];
    // the API names the tiles in English: each tile is cut out by its title in the English report
    const tiles =
      locale === 'en'
        ? tileTexts(
            pdf,
            kpis.tiles.map((tile) => tile.title),
          )
        : [];
    kpis.tiles.forEach((tile, i) => {
      if (locale !== 'en') return;
      const text = tiles[i].replace(/\s+/g, ' ');
      if (tile.change === null) return;
      if (tile.changeSignificant) expect(text, tile.indicator).not.toContain(texts.withinMargin);
      else expect(text, tile.indicator).toContain(texts.withinMargin);
      if (tile.ciLow !== null && tile.ciHigh !== null) expect(text).toMatch(/95\s?%/);
    });
    const within = kpis.tiles.filter((tile) => tile.change !== null && tile.changeSignificant === false);
    expect(pdf.text.split(texts.withinMargin).length - 1).toBe(within.length);
  }

  /** The starred months and the notes under the trend, from the trend API's partial buckets. */
  function expectPartialMonths(pdf: ReadPdf, trend: TTrendResponse, locale: TReportLocale) {
    const format = pdfFormat(locale, PDF_TEXTS[locale].percentPoints);
    const partial = trend.points.filter((p) => p.partial);
    expect(partial.length).toBeGreaterThan(0);
    // the months the dashboard draws; an edge month of a few days of the period is left out, with a note
    const { drawn, leftOut } = drawnBuckets(trend.points, trend.period, 'month');
    for (const point of drawn) {
      const label = format.month(point.bucket);
      if (point.partial) expect(pdf.text).toContain(`${label}*`);
      else expect(pdf.text).not.toContain(`${label}*`);
    }
    for (const { from, to } of leftOut) {
      const days = from === to ? format.date(from) : `${format.date(from)} – ${format.date(to)}`;
      expect(pdf.text).toContain(PDF_TEXTS[locale].leftOutNote.replace('{days}', days).slice(0, 40));
    }
    const period = trend.period!;
    const last = new Date(Date.parse(`${period.to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    // the period starts inside the first month drawn, or that month was left out
    const from = PDF_TEXTS[locale]['partialNote.from'].replace('{date}', format.date(period.from));
    if (drawn[0].partial) expect(pdf.text).toContain(from);
    else expect(pdf.text).not.toContain(from);
    expect(pdf.text).toContain(PDF_TEXTS[locale]['partialNote.until'].replace('{date}', format.date(last)));
  }

  /** A unit's row of the comparison table: its title, n and the first indicator's value. */
  function expectRow(pdf: ReadPdf, title: string, kpis: TKpiResponse, locale: TReportLocale, present = true) {
    const format = pdfFormat(locale, PDF_TEXTS[locale].percentPoints);
    const first = kpis.tiles[0];
    const decimals = {
      decimals: 0,
      kind: 'nps' as const,
      extName: first.indicator,
      title: '',
      thresholds: null,
    };
    const row = `${title} ${format.count(kpis.nInterviews)} ${format.value(first.value, decimals)}`;
    expect(
      pdf.layout.some((line) => line.startsWith(row)),
      row,
    ).toBe(present);
  }

  it('a region: tiles, intervals, partial months, comparison with its parent and the organisation, as the API says', async () => {
    const kpis = await api<TKpiResponse>('regional', `/api/vuejs/analytics/kpis/cx/${path(REGION)}`);
    const trend = await api<TTrendResponse>('regional', `/api/vuejs/analytics/trend/cx/${path(REGION)}`);
    const root = await api<TKpiResponse>('root', `/api/vuejs/analytics/kpis/cx/${path(`org,all;${FILTER}`)}`);
    const pdf = await benchmarkPdf('regional', REGION, 'en');

    expect(pdf.info).toMatch(/Tagged:\s+yes/);
    expectTilesAsApi(pdf, kpis, 'en');
    expectPartialMonths(pdf, trend, 'en');
    // North is the top of the regional manager's scope: the organisation above it is not theirs
    // to see, as on the dashboard
    expect(pdf.text).toContain(PDF_TEXTS.en.noComparisonScope);
    expectRow(pdf, 'Nordic Retail', root, 'en', false);
    // the filter as a person reads it
    expect(pdf.text).toContain('Period: Mar 18, 2026 – Jun 15, 2026 (last 90 days)');
    // the trend's value axis is the dashboard's: an NPS spans at least 40 points, every tick labelled
    const axis = indicatorAxisRange(
      'nps',
      trend.points.map((p) => p.value),
    );
    expect(axis.max - axis.min).toBeGreaterThanOrEqual(40);
    const trendPage = pdf.layout.join(' ');
    for (let tick = axis.min; tick <= axis.max; tick += axis.interval ?? 10)
      expect(trendPage).toMatch(new RegExp(`(^| )${tick}( |$)`));
  });

  it('a period that starts on the last day of a month draws no month of that one day, and says so', async () => {
    // 76 days back from 15 June: from 31 March
    const drill = 'org,all,north;ftime=rdays:-76:0';
    const trend = await api<TTrendResponse>('regional', `/api/vuejs/analytics/trend/cx/${path(drill)}`);
    expect(trend.points[0]).toMatchObject({ bucket: '2026-03-01', partial: true });
    expect(trend.points[0].count).toBeGreaterThan(0);
    const pdf = await benchmarkPdf('regional', drill, 'en');
    expect(pdf.text).toContain('Period: Mar 31, 2026 – Jun 15, 2026');
    expect(pdf.text).not.toContain('Mar 2026');
    expect(pdf.text).toContain('Apr 2026');
    expect(pdf.text.replace(/\s+/g, ' ')).toContain(
      'Not drawn: Mar 31, 2026, too small a part of its month to stand for it.',
    );
    expectPartialMonths(pdf, trend, 'en');
  });

  it("a store in a regional manager's PDF is compared with its district and their region, not the organisation", async () => {
    const within = (unit: string) => `${unit};${STORE_FILTER}`;
    const district = await api<TKpiResponse>(
      'regional',
      `/api/vuejs/analytics/kpis/cx/${path(within('org,all,north,oulu'))}`,
    );
    const region = await api<TKpiResponse>(
      'regional',
      `/api/vuejs/analytics/kpis/cx/${path(within('org,all,north'))}`,
    );
    const root = await api<TKpiResponse>('root', `/api/vuejs/analytics/kpis/cx/${path(within('org,all'))}`);
    const pdf = await benchmarkPdf('regional', STORE, 'en');
    expectRow(pdf, 'Oulu district', district, 'en');
    expectRow(pdf, 'North region', region, 'en');
    expectRow(pdf, 'Nordic Retail', root, 'en', false);
  });

  it('fi: the same region in Finnish says "virhemarginaalin sisällä" where the API finds no significant change', async () => {
    const kpis = await api<TKpiResponse>('regional', `/api/vuejs/analytics/kpis/cx/${path(REGION)}`);
    const trend = await api<TTrendResponse>('regional', `/api/vuejs/analytics/trend/cx/${path(REGION)}`);
    const pdf = await benchmarkPdf('regional', REGION, 'fi');
    expectTilesAsApi(pdf, kpis, 'fi');
    expectPartialMonths(pdf, trend, 'fi');
    expect(pdf.text).toContain('Jakso: 18.3.2026 – 15.6.2026 (viimeiset 90 päivää)');
  });

  it('a store: its peers under its district and its rank among them, compared with the district and the organisation', async () => {
    const kpis = await api<TKpiResponse>('root', `/api/vuejs/analytics/kpis/cx/${path(STORE)}`);
    const trend = await api<TTrendResponse>('root', `/api/vuejs/analytics/trend/cx/${path(STORE)}`);
    const district = `org,all,north,oulu;${STORE_FILTER}`;
    const parent = await api<TKpiResponse>('root', `/api/vuejs/analytics/kpis/cx/${path(district)}`);
    const root = await api<TKpiResponse>(
      'root',
      `/api/vuejs/analytics/kpis/cx/${path(`org,all;${STORE_FILTER}`)}`,
    );
    const peers = await api<TBreakdownResponse>(
      'root',
      `/api/vuejs/analytics/breakdown/cx/${path(district)}`,
    );
    const level = 4;
    const ranked = await api<TRankingResponse>(
      'root',
      `/api/vuejs/analytics/ranking/cx/${path(district)}?level=${level}`,
    );
    const pdf = await benchmarkPdf('root', STORE, 'en');

    expect(pdf.info).toMatch(/Tagged:\s+yes/);
    expectTilesAsApi(pdf, kpis, 'en');
    // a store's months have too few answers each to be shown: the trend says so, as the API has no values
    if (trend.points.every((p) => p.value === null))
      expect(pdf.text).toContain(PDF_TEXTS.en.trendTooFew.replace('{n}', String(trend.minAnswers)));
    else expectPartialMonths(pdf, trend, 'en');
    expectRow(pdf, 'Oulu district', parent, 'en');
    expectRow(pdf, 'Nordic Retail', root, 'en');
    // not two empty boxes: the peers and the ranking among them
    expect(pdf.text).toContain(PDF_TEXTS.en.peers);
    expect(pdf.text).not.toContain(PDF_TEXTS.en.noBreakdown);
    expect(pdf.text).not.toContain(PDF_TEXTS.en.noRanking);
    for (const row of peers.rows) expect(pdf.text).toContain(row.title);
    // the ranking among the peers is the ranking endpoint's for the district, at the stores' level
    const format = pdfFormat('en', 'pp');
    const nps = { decimals: 0, kind: 'nps' as const, extName: 'nps', title: '', thresholds: null };
    const rankedRows = ranked.rows.filter((r) => r.rank !== null);
    expect(rankedRows.length).toBeGreaterThan(0);
    for (const r of rankedRows)
      expect(pdf.text).toContain(`${r.rank}. ${r.title} ${format.value(r.value, nps)}`);
    const own = ranked.rows.find((r) => r.extName === 's001');
    // the store itself: ranked, or named among those with too few answers
    if (own?.rank === null) expect(pdf.text).toContain(`${own.title} (n = ${format.count(own.count)})`);
  });

  it("a store manager's PDF shows the store among its numbered peers and says so, ranked as their ranking screen ranks it", async () => {
    // what the store manager's ranking screen shows: the store named, its peers numbered
    const ranked = await api<TRankingResponse>('store', `/api/vuejs/analytics/ranking/cx/${path(STORE)}`);
    expect(ranked.peers).toBe(true);
    const district = await api<TBreakdownResponse>(
      'root',
      `/api/vuejs/analytics/breakdown/cx/${path(`org,all,north,oulu;${STORE_FILTER}`)}`,
    );
    const pdf = await benchmarkPdf('store', STORE, 'en');
    // never "no other units to compare with" above a ranking among them
    expect(pdf.text).not.toContain('No other units under');
    // the units above it are not shown, and the report says only that: not "nothing to compare with"
    expect(pdf.text).not.toContain('Nothing to compare with');
    expect(pdf.text).toContain(PDF_TEXTS.en.noComparisonScope);
    expect(pdf.text).toContain(PDF_TEXTS.en.peersAnonymous.replace('{node}', 'Oulu Centre'));
    const format = pdfFormat('en', 'pp');
    const nps = { decimals: 0, kind: 'nps' as const, extName: 'nps', title: '', thresholds: null };
    const title = (r: TRankingResponse['rows'][number]) => (r.peer === null ? r.title : `Peer ${r.peer}`);
    const rankedRows = ranked.rows.filter((r) => r.rank !== null);
    expect(rankedRows.length).toBeGreaterThan(1);
    for (const r of rankedRows)
      expect(pdf.text).toContain(`${r.rank}. ${title(r)} ${format.value(r.value, nps)}`);
    // the peers table holds every unit under the district, the store by name and no other name
    for (const r of ranked.rows) expect(pdf.text).toContain(title(r));
    for (const row of district.rows.filter((r) => r.extName !== 's001'))
      expect(pdf.text).not.toContain(row.title);
  });

  it('one interview: scores on their scale, the NPS class, an overdue alert flagged, Cyrillic as written', async () => {
    const alerts = await t.database.db
      .selectFrom('alerts')
      .select(['interview_id', 'state', 'due_at'])
      .where('state', 'in', ['new', 'in_progress'])
      .where('due_at', 'is not', null)
      .orderBy('interview_id')
      .execute();
    const open = alerts.find(
      (a) => a.due_at !== null && new Date(a.due_at as unknown as string) < new Date(),
    );
    expect(open).toBeDefined();
    const id = Number(open?.interview_id);
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/vuejs/interview/addcomment/cx/${id}`,
      headers: { cookie: cookies.admin, ...CSRF_HEADER },
      payload: { message: 'Позвонил клиенту, извинился.' },
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const interview = await api<TInterviewDetails>('admin', `/api/vuejs/interview/cx/${id}`);
    const { file } = await runReport(
      t.app,
      cookies.admin,
      `/api/vuejs/reports/createreport/cx/${path('org,all')}/interview?locale=en&interviewId=${id}`,
      {},
    );
    const pdf = await read(file);
    expect(pdf.info).toMatch(/Tagged:\s+yes/);
    expect(pdf.text).toContain('Позвонил клиенту, извинился.');
    const nps = interview.answers.find((a) => a.question === 'nps');
    expect(nps?.value).not.toBeNull();
    const value = nps?.value ?? 0;
    const category = value <= 6 ? 'detractor' : value <= 8 ? 'passive' : 'promoter';
    const npsLine = `${value} / 10 ${PDF_TEXTS.en[`npsClass.${category}`]}`;
    expect(
      pdf.layout.some((line) => line.endsWith(npsLine)),
      npsLine,
    ).toBe(true);
    expect(pdf.text).toContain(PDF_TEXTS.en.overdue);
  });
});
