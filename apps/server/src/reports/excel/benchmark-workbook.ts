import { levelName } from '@opinio/domain/level-names';
import type { Condition } from '#analytics/query-spec.ts';
import { DEFAULT_MIN_COUNT } from '#analytics/ranking.ts';
import { indicatorsByUnit, type UnitIndicators, unitsAtLevel } from '#analytics/unit-indicators.ts';
import { badRequest } from '#lib/http-error.ts';
import type { ReportRenderer } from '#reports/report-job.ts';
import {
  addHeaderRow,
  addSheet,
  addTitleBlock,
  reportMeta,
  SECTION_FILL,
  streamingWorkbook,
  valueFormat,
} from './workbook-frame.ts';

const TEXTS = {
  en: {
    title: 'Benchmark',
    rank: 'Rank',
    unit: 'Unit',
    parent: 'Part of',
    answers: 'Answers',
    parentValue: '{indicator} of the unit above',
    vsParent: 'Difference to the unit above',
    top: '{indicator} of {unit}',
    vsTop: 'Difference to {unit}',
    tooFew: 'Too few answers (fewer than {n}): not ranked',
    level: 'Level',
  },
  fi: {
    title: 'Vertailu',
    rank: 'Sija',
    unit: 'Yksikkö',
    parent: 'Osa yksikköä',
    answers: 'Vastauksia',
    parentValue: '{indicator}, ylempi yksikkö',
    vsParent: 'Ero ylempään yksikköön',
    top: '{indicator}, {unit}',
    vsTop: 'Ero: {unit}',
    tooFew: 'Liian vähän vastauksia (alle {n}): ei sijoitettu',
    level: 'Taso',
  },
  sv: {
    title: 'Jämförelse',
    rank: 'Placering',
    unit: 'Enhet',
    parent: 'Del av',
    answers: 'Svar',
    parentValue: '{indicator} för enheten ovanför',
    vsParent: 'Skillnad mot enheten ovanför',
    top: '{indicator} för {unit}',
    vsTop: 'Skillnad mot {unit}',
    tooFew: 'För få svar (färre än {n}): inte rankade',
    level: 'Nivå',
  },
} as const;

/** A header text with the indicator's and the top unit's names put in. */
const fill = (text: string, indicator: string, unit: string) =>
  text.replace('{indicator}', indicator).replace('{unit}', unit);

const diff = (a: number | null, b: number | null) => (a !== null && b !== null ? a - b : null);

/**
 * Units of a level below the drill node (the deepest by default) ranked per indicator, one
 * sheet each, against their parent unit and against the top of what the user may see (the
 * whole company, or their own part of it). Units under the ranking's minimum of answers
 * are listed apart, as on the rankings screen.
 */
export const benchmarkReport: ReportRenderer = async (job) => {
  const { survey, drill, scope } = job.ctx;
  const texts = TEXTS[job.locale];
  if (drill.view !== survey.organisation)
    throw badRequest('Benchmarks are made in the organisation view', 'drillPath', {
      code: 'organisation_view_only',
    });
  const depth = survey.organisation.depth;
  const level = job.options.level ?? depth;
  if (level < drill.node.level || level > depth)
    throw badRequest(`Level must be between ${drill.node.level} and ${depth}`, 'level', {
      code: 'out_of_range',
      params: { min: drill.node.level, max: depth },
    });
  const minCount = job.options.minCount ?? DEFAULT_MIN_COUNT;
  await job.progress(0, survey.indicators.length);

  const units = unitsAtLevel(drill.node, level);
  const rows = await indicatorsByUnit(job.services.analytics, job.ctx, level, units);
  const parentLevel = Math.max(1, level - 1);
  const parents = [...new Set(units.map((u) => u.parent ?? u))];
  const parentRows = new Map(
    (await indicatorsByUnit(job.services.analytics, job.ctx, parentLevel, parents, scopeBase(job))).map(
      (r) => [r.unit, r],
    ),
  );
  const top = scope.unit ?? survey.organisation.root;
  const [topRow] = await indicatorsByUnit(job.services.analytics, job.ctx, top.level, [top], scopeBase(job));

  const workbook = streamingWorkbook(job.out, job.created);
  const meta = [
    ...reportMeta(job),
    [texts.level, levelName(drill.view.levelNames, level) ?? String(level)] as [string, string],
  ];
  for (const [i, indicator] of survey.indicators.entries()) {
    const name = indicator.extName;
    const widths = [8, 34, 28, 12, 14, 16, 14, 16, 14];
    const sheet = addSheet(workbook, indicator.title, widths, meta.length + 3);
    addTitleBlock(sheet, `${texts.title}: ${indicator.title}`, meta, widths.length);
    addHeaderRow(
      sheet,
      [
        texts.rank,
        texts.unit,
        texts.parent,
        texts.answers,
        indicator.title,
        fill(texts.parentValue, indicator.title, top.title),
        texts.vsParent,
        fill(texts.top, indicator.title, top.title),
        fill(texts.vsTop, indicator.title, top.title),
      ],
      [1, 4, 5, 6, 7, 8, 9],
    );
    const ranked = rows
      .filter((r) => r.values[name].value !== null && r.values[name].count >= minCount)
      .sort(
        (a, b) => b.values[name].value! - a.values[name].value! || a.unit.title.localeCompare(b.unit.title),
      );
    const unranked = rows.filter((r) => !ranked.includes(r));
    const topValue = topRow?.values[name].value ?? null;
    const format = valueFormat(indicator.decimals);
    const write = (row: UnitIndicators, rank: number | null) => {
      const value = row.values[name].value;
      const parent = row.unit.parent ? parentRows.get(row.unit.parent) : undefined;
      const parentValue = parent?.values[name].value ?? null;
      const added = sheet.addRow([
        rank,
        row.unit.title,
        row.unit.parent?.title ?? null,
        row.values[name].count,
        value,
        parentValue,
        diff(value, parentValue),
        topValue,
        diff(value, topValue),
      ]);
      added.getCell(4).numFmt = '#,##0';
      for (const col of [5, 6, 7, 8, 9]) added.getCell(col).numFmt = format;
      added.commit();
    };
    let previous: { value: number; rank: number } | null = null;
    ranked.forEach((row, index) => {
      const value = row.values[name].value!;
      // equal values share a rank (1, 2, 2, 4), as on the rankings screen
      const rank = previous && previous.value === value ? previous.rank : index + 1;
      previous = { value, rank };
      write(row, rank);
    });
    if (unranked.length > 0) {
      sheet.addRow([]).commit();
      const section = sheet.addRow([texts.tooFew.replace('{n}', String(minCount))]);
      section.font = { bold: true, italic: true };
      section.getCell(1).fill = SECTION_FILL;
      section.commit();
      for (const row of unranked) write(row, null);
    }
    sheet.commit();
    await job.progress(i + 1, survey.indicators.length);
  }
  await workbook.commit();
};

/** The interviews of the user's whole scope (the parents and the top are compared outside the node). */
function scopeBase(job: Parameters<ReportRenderer>[0]): Condition[] {
  const unit = job.ctx.scope.unit;
  return unit && unit.level > 1 ? [{ kind: 'unit', level: unit.level, unitId: unit.id }] : [];
}
