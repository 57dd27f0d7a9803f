import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TReportLocale } from '@opinio/domain/schemas/reports';
import { afterAll, describe, expect, it } from 'vitest';
import {
  benchmarkFixture,
  FIXTURE_FILTERS,
  FIXTURE_NODE,
  interviewFixture,
} from '../../../test/fixtures/pdf-fixtures.ts';
import {
  benchmark,
  hasImage,
  interview,
  removeRenderedFiles,
  renderFolder,
  run,
  wordBoxes,
} from '../../../test/fixtures/pdf-rendering.ts';
import { PDF_TEXTS } from './pdf-texts.ts';
import { CONTENT } from './pdf-theme.ts';

const LOCALES: TReportLocale[] = ['en', 'fi', 'sv'];

afterAll(removeRenderedFiles);

describe('pdf texts', () => {
  it('every locale has every key, filled, with the same placeholders as English', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(PDF_TEXTS[locale]).sort()).toEqual(Object.keys(PDF_TEXTS.en).sort());
      for (const [key, english] of Object.entries(PDF_TEXTS.en)) {
        const text = PDF_TEXTS[locale][key as keyof typeof PDF_TEXTS.en];
        expect(text.trim(), `${locale}.${key}`).not.toBe('');
        expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(english));
      }
    }
  });
});

describe('benchmark PDF', () => {
  const expected: Record<
    TReportLocale,
    { numbers: string[]; page: (n: number, of: number) => string; month: string }
  > = {
    en: {
      numbers: ['12,345', '+42', '4.21', '81.4%', '-0.06', '+1.5 pp'],
      page: (n, of) => `Page ${n} of ${of}`,
      month: 'Jan 2024',
    },
    fi: {
      numbers: ['12 345', '+42', '4,21', '81,4 %', '−0,06', '+1,5 %-yks.'],
      page: (n, of) => `Sivu ${n} / ${of}`,
      month: 'tammi 2024',
    },
    sv: {
      numbers: ['12 345', '+42', '4,21', '81,4 %', '−0,06', '+1,5 p.e.'],
      page: (n, of) => `Sida ${n} av ${of}`,
      month: 'jan. 2024',
    },
  };

  it.each(LOCALES)(
    '%s: the cover states title, survey, node, period, filters and recipient',
    async (locale) => {
      const { pages } = await benchmark(benchmarkFixture(locale));
      const cover = pages[0];
      expect(cover).toContain(PDF_TEXTS[locale].benchmarkTitle);
      expect(cover).toContain(FIXTURE_NODE.join(' › '));
      for (const filter of FIXTURE_FILTERS[locale]) expect(cover).toContain(filter);
      expect(cover).toContain('Maija Virtanen');
      expect(cover).toContain(
        { en: 'Jan 1 – Dec 31, 2025', fi: '1.1.–31.12.2025', sv: '1 jan.–31 dec. 2025' }[locale],
      );
    },
  );

  it.each(LOCALES)('%s: numbers are written as the language writes them', async (locale) => {
    const { text } = await benchmark(benchmarkFixture(locale));
    for (const number of expected[locale].numbers) expect(text).toContain(number);
  });

  it.each(LOCALES)(
    '%s: every page but the cover carries the survey, the node and "page N of M"',
    async (locale) => {
      const { pages } = await benchmark(benchmarkFixture(locale));
      expect(pages.length).toBeGreaterThan(3);
      expect(pages[0]).not.toContain(expected[locale].page(1, pages.length));
      pages.slice(1).forEach((page, i) => {
        expect(page).toContain(expected[locale].page(i + 2, pages.length));
        expect(page).toContain('Pohjois-Pohjanmaa');
      });
      expect(pages[1]).toContain(benchmarkFixture(locale).surveyTitle);
    },
  );

  it.each(LOCALES)('%s: charts are vectors, their axis labels text in the PDF', async (locale) => {
    const { pdf, text } = await benchmark(benchmarkFixture(locale));
    expect(hasImage(pdf)).toBe(false);
    expect(text).toContain(expected[locale].month);
    expect(text).toMatch(/Muhos \+58/);
  });

  it('fi: the Finnish report reads in Finnish and keeps the customers’ own words', async () => {
    const { text } = await benchmark(benchmarkFixture('fi'));
    for (const heading of [
      'Tunnusluvut',
      'Kehitys',
      'Vertailu',
      'Yksiköt',
      'Paremmuusjärjestys',
      'Kommentit',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Erittäin ystävällinen palvelu ja tuotteet löytyivät helposti.');
    expect(text).toContain('Bra service och trevlig personal');
    expect(text).toContain('Yksikkö sijoitetaan, kun sillä on vähintään 30 vastausta.');
    expect(text).toContain('Parhaat 10');
    expect(text).toContain('Heikoimmat 10');
  });

  it('the ranking shows rank, value and n of the top and bottom units, and names those not ranked', async () => {
    const { text } = await benchmark(benchmarkFixture('en'));
    expect(text).toMatch(/1\. Oulu Keskusta \+71 \d+/);
    expect(text).toMatch(/27\. Myymälä 27, Tornio -7 \d+/);
    expect(text).not.toMatch(/15\. Myymälä 15/);
    expect(text).toContain('Not ranked, too few answers: Myymälä 28, Oulu (n = 4)');
  });

  it("the ranked level is called by the view's name for it, in the report's language", async () => {
    const named = (locale: 'en' | 'fi', levelName: string) => {
      const base = benchmarkFixture(locale);
      return { ...base, ranking: { ...base.ranking, levelName } };
    };
    expect((await benchmark(named('en', 'Store'))).text).toContain('Units at the Store level ranked by');
    const { text } = await benchmark(named('fi', 'Myymälä'));
    expect(text).toContain('Tason Myymälä yksiköt järjestettynä');
    // the column of the units is headed by the level's name
    expect(text).toMatch(/Sija Myymälä/);
  });

  it('only a significant change has an arrow: the others are within the margin of error; values show their interval', async () => {
    const { text } = await benchmark(benchmarkFixture('en'));
    // the fixture: NPS and satisfaction changed significantly, satisfied customers did not
    expect(text.split('within the margin of error').length - 1).toBe(1);
    // each change names the days it is measured against
    expect(text).toContain('vs the 366 days before (79.9%), within the margin of error');
    expect(text).toContain('95% interval 40–44');
    expect(text).toContain('95% interval 80.7%–82.1%');
  });

  it('a tile without a change says why: too few answers in the days before, or no time filter', async () => {
    const base = benchmarkFixture('en');
    const kpis = base.kpis.map((k, i) =>
      i === 0 ? { ...k, previousValue: null, change: null, changeSignificant: null } : k,
    );
    const tooFew = await benchmark({ ...base, kpis });
    expect(tooFew.text).toContain('Too few answers in the 366 days before to compare');
    expect(tooFew.text).not.toContain('no earlier period');
    const allTime = await benchmark({
      ...base,
      period: null,
      previousPeriod: null,
      kpis: base.kpis.map((k) => ({ ...k, previousValue: null, change: null, changeSignificant: null })),
    });
    expect(allTime.text).toContain('All answers: no earlier period to compare');
    expect(allTime.text).not.toContain('days before');
  });

  it("the trend's answers axis counts whole answers, however few a month has", async () => {
    const base = benchmarkFixture('en');
    // a store's year: one or two answers a month
    const points = base.trend.points.map((p, i) => ({ ...p, value: 20 + (i % 5), count: 1 + (i % 2) }));
    const { file, pages } = await benchmark({ ...base, trend: { ...base.trend, points } });
    // the words of the trend's page, where they are
    const page = String(pages.findIndex((p) => p.includes('by month, with the number of answers')) + 1);
    expect(page).not.toBe('0');
    const { stdout } = await run('pdftotext', ['-bbox', '-f', page, '-l', page, file, '-']);
    const words = [...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map(
      (m) => ({ xMin: Number(m[1]), yMin: Number(m[2]), word: m[3] }),
    );
    const trend = words.find((w) => w.word === 'Trend');
    expect(trend).toBeDefined();
    // the answers axis: the numbers at the right edge of the chart, below the trend's heading
    const axis = words.filter(
      (w) => w.xMin > CONTENT.right - 30 && w.yMin > trend!.yMin && w.yMin < trend!.yMin + 240,
    );
    const labels = axis.map((w) => w.word).filter((w) => /^[\d.,]+$/.test(w));
    expect(labels.length).toBeGreaterThan(1);
    // 0, 1, 2: no step between whole answers, which would read 0.5 (or, rounded, twice the same)
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.filter((l) => /[.,]/.test(l))).toEqual([]);
  });

  it('partial months are starred with a note under the trend, months written with their year', async () => {
    const base = benchmarkFixture('en');
    const points = base.trend.points.map((p, i) => ({ ...p, partial: i === 0 || i === 23 }));
    const { text } = await benchmark({
      ...base,
      trend: { ...base.trend, period: { from: '2024-01-10', to: '2025-12-20' }, points },
    });
    expect(text).toContain('Jan 2024*');
    expect(text).not.toContain('Jan 2025*');
    expect(text).toContain('* partial month: from Jan 10, 2024');
    expect(text).toContain('* partial month: up to Dec 19, 2025');
  });

  it('a store shows its peers and its place among them instead of empty sections', async () => {
    const base = benchmarkFixture('en');
    const { text } = await benchmark({
      ...base,
      node: [...FIXTURE_NODE, 'Raahe'],
      breakdown: {
        kind: 'peers',
        parent: 'Pohjois-Pohjanmaa',
        rows: base.breakdown.rows.map((r) => ({ ...r, self: r.title === 'Raahe' })),
      },
      ranking: {
        ...base.ranking,
        rows: base.ranking.rows.map((r) => ({ ...r, self: r.title === 'Raahe' })),
      },
    });
    expect(text).toContain('Peers Raahe among the units under Pohjois-Pohjanmaa');
    expect(text).toContain('Raahe among the units under Pohjois-Pohjanmaa, ranked by Net Promoter Score');
    expect(text).not.toContain('This unit has no units under it.');
  });

  it('empty sections say so instead of drawing empty charts and tables', async () => {
    const base = benchmarkFixture('en', { logo: false });
    const { text, pdf } = await benchmark({
      ...base,
      filters: [],
      period: null,
      trend: { ...base.trend, points: [] },
      breakdown: { kind: 'children', parent: null, rows: [] },
      comparison: [],
      ranking: { ...base.ranking, rows: [] },
      comments: [],
    });
    for (const note of [
      'No filters',
      'All time',
      'No answers in this period to draw a trend.',
      'This unit has no units under it.',
    ]) {
      expect(text).toContain(note);
    }
    expect(text).toContain('No units to rank in this period.');
    expect(text).toContain('No comments in this period');
    expect(text).toContain('Pohjola Market Oy');
    expect(text).not.toContain('Jan 2024');
    expect(hasImage(pdf)).toBe(false);
  });

  it('200 units and 50 comments lay out over pages, every text inside the column', async () => {
    const base = benchmarkFixture('sv');
    const long = 'med ett mycket långt namn som inte ryms på en rad i tabellen eller i diagrammet';
    const { pages, text, file, warnings } = await benchmark({
      ...base,
      breakdown: {
        kind: 'children',
        parent: null,
        rows: Array.from({ length: 200 }, (_, i) => ({
          title: `Butik ${i + 1} ${i % 17 === 0 ? long : ''}`.trim(),
          count: 100 + i,
          values: { nps: ((i * 37) % 140) - 40, sat: 3 + (i % 20) / 10, csat: 60 + (i % 40), ease: null },
        })),
      },
      comments: Array.from({ length: 50 }, (_, i) => ({
        date: '2025-06-01',
        unitTitle: `Butik ${i + 1}`,
        score: i % 11,
        text: `Kommentar nummer ${i + 1} 😀 Привет — ${'ord '.repeat(i * 4)}slut${i + 1}.`,
      })),
    });
    expect(pages.length).toBeGreaterThan(12);
    // tagged parts that run over pages (a table, a long comment) stay well formed
    expect(warnings).toBe('');
    const info = await run('pdfinfo', [file]);
    expect(info.stdout).toMatch(/Tagged:\s+yes/);
    expect(info.stdout).toMatch(/PDF version:\s+1\.7/);
    const fonts = await run('pdffonts', [file]);
    expect(fonts.stdout).toMatch(/NotoSans-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(text).toContain('Butik 200');
    expect(text).toContain('Kommentar nummer 50 😀 Привет —');
    expect(text).toContain('slut50.');
    expect(pages.at(-1)).toContain(`Sida ${pages.length} av ${pages.length}`);
    const words = await wordBoxes(file);
    const outside = words.filter((w) => w.xMin < CONTENT.left - 0.5 || w.xMax > CONTENT.right + 0.5);
    expect(outside).toEqual([]);
  });

  it('a comment in Chinese, Japanese and Korean, with emoji, prints as written, every font embedded', async () => {
    const base = benchmarkFixture('en');
    const comment = '服务很好，店员非常热情！👍 ありがとう 감사합니다 Thanks 🎉';
    const [first, ...others] = base.breakdown.rows;
    const { text, file, warnings } = await benchmark({
      ...base,
      // a unit named in Chinese: in the comment's line, the units' table and the bar chart's labels
      breakdown: { ...base.breakdown, rows: [{ ...first, title: '北京 Store' }, ...others] },
      comments: [{ date: '2025-06-01', unitTitle: '北京 Store', score: 10, text: comment }, ...base.comments],
    });
    expect(warnings).toBe('');
    expect(text).toContain(comment);
    expect(text.split('北京 Store').length - 1).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain('?? Store');
    const fonts = await run('pdffonts', [file]);
    const rows = fonts.stdout.trim().split('\n').slice(2);
    // name, type, encoding, then embedded, subset, ToUnicode: yes for every font, none built in
    for (const row of rows) expect(row).toMatch(/^\w{6}\+\S+\s+CID TrueType\s+Identity-H\s+yes yes yes\s/);
    const names = rows.map((row) => row.split(/\s+/)[0].slice(7));
    for (const font of ['NotoSans-Regular', 'NotoSansSC-Regular', 'NotoSansKR-Regular', 'NotoEmoji-Regular'])
      expect(names).toContain(font);
  });

  it('a logo is drawn as vectors, never reads images from the server’s disk, and a broken one falls back to the name', async () => {
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const onDisk = join(await renderFolder(), 'secret.png');
    await writeFile(onDisk, Buffer.from(png, 'base64'));
    const logo = (href: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20"><rect width="20" height="20" fill="#123"/><image href="${href}" x="30" width="20" height="20"/></svg>`;
    const base = benchmarkFixture('en');

    const fromDisk = await benchmark({ ...base, logoSvg: logo(onDisk) });
    expect(hasImage(fromDisk.pdf)).toBe(false);
    const inline = await benchmark({ ...base, logoSvg: logo(`data:image/png;base64,${png}`) });
    expect(hasImage(inline.pdf)).toBe(true);

    const broken = await benchmark({ ...base, logoSvg: '<svg><rect' });
    expect(broken.pages[0]).toContain('Pohjola Market Oy');
    const drawn = await benchmark(base);
    expect(drawn.pages[0]).toContain('Pohjola Market');
    expect(drawn.pages[0]).not.toContain('Pohjola Market Oy');
  });
});

describe('interview PDF', () => {
  const dates: Record<TReportLocale, string> = { en: 'Nov 14, 2025', fi: '14.11.2025', sv: '14 nov. 2025' };

  it.each(LOCALES)('%s: frame, every answer, the alert, the comments and the campaign', async (locale) => {
    const input = interviewFixture(locale);
    const texts = PDF_TEXTS[locale];
    const { pages, text, layout } = await interview(input);
    expect(pages[0]).toContain(texts.interviewTitle.replace('{id}', '48213'));
    expect(pages[0]).toContain(input.surveyTitle);
    expect(pages[0]).toContain('Pohjola Market › Pohjoinen alue › Pohjois-Pohjanmaa › Raahe');
    expect(pages[0]).toContain(dates[locale]);
    expect(pages[0]).toContain('POS-2025-11-88412');
    for (const answer of input.interview.answers) expect(text).toContain(answer.title);
    expect(layout).toContain('Kuinka monta minuuttia jonotit kassalle? 22');
    expect(layout).toContain('Miten asioit? Myymälässä');
    expect(text).toContain('mutta kukaan ei avannut toista kassaa');
    expect(text).toContain(texts.noText);
    expect(text).toContain('NPS 3 – Raahe (Arvostelija)');
    expect(text).toContain(texts['alertState.in_progress']);
    expect(text).toContain('Liisa Mäkelä');
    expect(text).toContain('Soitin asiakkaalle ja pahoittelin.');
    expect(text).toContain(texts.unknownAuthor);
    expect(text).toContain('Kanta-asiakkaat marraskuu');
    expect(text).toContain(`Marraskuun kysely (${texts['campaignType.email']})`);
    expect(text).toContain(texts.notSent);
    // scores on their scale, NPS with its class, the alert past its due date flagged
    const npsAnswer = `3 / 10 ${texts['npsClass.detractor']}`;
    expect(layout.some((line) => line.endsWith(npsAnswer))).toBe(true);
    // pdftotext may close up the spaces of a short badge's "2 / 5"
    expect(layout.some((line) => /kokonaisuutena\? 2 ?\/ ?5$/.test(line))).toBe(true);
    expect(text).toContain(texts.overdue);
    pages.forEach((page, i) => {
      expect(page).toContain(
        texts.pageOf.replace('{page}', String(i + 1)).replace('{pages}', String(pages.length)),
      );
    });
  });

  it('an interview without alerts, comments or campaign says so', async () => {
    const input = interviewFixture('fi');
    const { text } = await interview({
      ...input,
      interview: { ...input.interview, alerts: [], comments: [], origin: null, externalId: null },
    });
    expect(text).toContain('Tämä vastaus ei avannut hälytyksiä.');
    expect(text).toContain('Ei vielä kommentteja.');
    expect(text).toContain('Vastattu ilman otoksen kutsua.');
  });
});
