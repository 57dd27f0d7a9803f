import { afterAll, describe, expect, it } from 'vitest';
import { benchmarkFixture } from '../../../test/fixtures/pdf-fixtures.ts';
import { benchmark, removeRenderedFiles } from '../../../test/fixtures/pdf-rendering.ts';
import { fillText, PDF_TEXTS } from './pdf-texts.ts';

afterAll(removeRenderedFiles);

/** How the benchmark PDF breaks its pages: no heading alone at a page's foot, no last page of a few lines. */
describe('benchmark PDF pages', () => {
  it('the ranking heading is never left at the foot of a page without the ranking under it', async () => {
    const base = benchmarkFixture('en', { logo: false });
    const rule = fillText(PDF_TEXTS.en.rankingRule, { n: '30' });
    const pagesOf = (pages: string[], text: string) =>
      pages.flatMap((page, i) => (page.includes(text) ? [i] : []));
    // as many units above it as move the heading over every height of a page
    for (let units = 0; units < 40; units += 2) {
      const { pages } = await benchmark({
        ...base,
        comments: [],
        breakdown: {
          kind: 'children',
          parent: null,
          rows: Array.from({ length: units }, (_, i) => ({
            title: `Store ${i + 1}`,
            count: 100 + i,
            values: { nps: 10 + i, sat: 4, csat: 80, ease: null },
          })),
        },
      });
      const heading = pagesOf(pages, rule);
      expect(heading, `${units} units`).toHaveLength(1);
      expect(pagesOf(pages, 'Top 10'), `${units} units`).toEqual(heading);
      expect(pagesOf(pages, 'Bottom 10'), `${units} units`).toEqual(heading);
    }
  }, 300_000);

  it('the comments never end the report on a page of one or two of them', async () => {
    const base = benchmarkFixture('en', { logo: false });
    let cut = 0;
    for (let count = 4; count <= 30; count += 2) {
      const { pages } = await benchmark({
        ...base,
        comments: Array.from({ length: count }, (_, i) => ({
          date: '2025-12-01',
          unitTitle: `Store ${i + 1}`,
          score: i % 11,
          text: `Comment number ${i + 1}: the staff were helpful and the queue was short today.`,
        })),
      });
      const last = pages.at(-1)!;
      const onLast = last.split('Comment number').length - 1;
      // the section starts on the last page, or that page holds a quarter of a page of them at least
      if (!last.includes(PDF_TEXTS.en.commentsIntro))
        expect(onLast, `${count} comments`).toBeGreaterThanOrEqual(3);
      const shown = pages.join(' ').split('Comment number').length - 1;
      const more = pages
        .join(' ')
        .match(/More comments of this period: (\d+), in the comment list of the dashboard\./);
      expect(shown + Number(more?.[1] ?? 0), `${count} comments`).toBe(count);
      if (more) {
        cut++;
        expect(last).toContain(more[0]);
      }
    }
    // some counts were cut, and said so
    expect(cut).toBeGreaterThan(0);
  }, 300_000);
});
