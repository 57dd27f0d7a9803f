import { levelName } from '@opinio/domain/level-names';
import { indicatorsByUnit, unitsAtLevel } from '#analytics/unit-indicators.ts';
import { badRequest } from '#lib/http-error.ts';
import type { ReportJob, ReportRenderer } from '#reports/report-job.ts';
import {
  addHeaderRow,
  addSheet,
  addTitleBlock,
  reportMeta,
  streamingWorkbook,
  valueFormat,
} from './workbook-frame.ts';

const TEXTS = {
  en: {
    title: 'Indicators by unit',
    unit: 'Unit',
    parent: 'Part of',
    answers: 'Answers',
    previous: 'previous',
    change: 'change',
    level: 'Level',
  },
  fi: {
    title: 'Mittarit yksiköittäin',
    unit: 'Yksikkö',
    parent: 'Osa yksikköä',
    answers: 'Vastauksia',
    previous: 'edellinen',
    change: 'muutos',
    level: 'Taso',
  },
  sv: {
    title: 'Nyckeltal per enhet',
    unit: 'Enhet',
    parent: 'Del av',
    answers: 'Svar',
    previous: 'föregående',
    change: 'förändring',
    level: 'Nivå',
  },
} as const;

/** The level a report on units lists: asked for, else the node's children (the node itself at the bottom). */
function reportLevel(job: ReportJob): number {
  const { drill, survey } = job.ctx;
  const depth = survey.organisation.depth;
  if (drill.view !== survey.organisation)
    throw badRequest('Reports by unit are made in the organisation view', 'drillPath', {
      code: 'organisation_view_only',
    });
  const level = job.options.level ?? Math.min(drill.node.level + 1, depth);
  if (level < drill.node.level || level > depth)
    throw badRequest(`Level must be between ${drill.node.level} and ${depth}`, 'level', {
      code: 'out_of_range',
      params: { min: drill.node.level, max: depth },
    });
  return level;
}

/**
 * Every indicator for each unit of a level below the drill node: answers, value, and with
 * a time filter the previous period's value and the change. Units without answers are listed
 * with empty values, so the workbook always holds the whole level.
 */
export const indicatorsReport: ReportRenderer = async (job) => {
  const { survey, drill } = job.ctx;
  const texts = TEXTS[job.locale];
  const level = reportLevel(job);
  const units = unitsAtLevel(drill.node, level);
  await job.progress(0, units.length);
  const rows = await indicatorsByUnit(job.services.analytics, job.ctx, level, units);
  const hasPeriod = job.ctx.filters.period !== null;
  const perIndicator = hasPeriod ? 3 : 1;

  const workbook = streamingWorkbook(job.out, job.created);
  const meta = [
    ...reportMeta(job),
    [texts.level, levelName(drill.view.levelNames, level) ?? String(level)] as [string, string],
  ];
  const widths = [34, 28, 12, ...survey.indicators.flatMap(() => (hasPeriod ? [14, 14, 12] : [14]))];
  const sheet = addSheet(workbook, texts.title, widths, meta.length + 3);
  addTitleBlock(sheet, texts.title, meta, widths.length);
  const headers: string[] = [texts.unit, texts.parent, texts.answers];
  for (const indicator of survey.indicators) {
    headers.push(indicator.title);
    if (hasPeriod)
      headers.push(`${indicator.title} (${texts.previous})`, `${indicator.title} (${texts.change})`);
  }
  addHeaderRow(sheet, headers, headers.map((_, i) => i + 1).slice(2));
  for (const row of rows) {
    const cells: unknown[] = [row.unit.title, row.unit.parent?.title ?? null, row.count];
    for (const indicator of survey.indicators) {
      const { value, previous } = row.values[indicator.extName];
      cells.push(value);
      if (hasPeriod) cells.push(previous, value !== null && previous !== null ? value - previous : null);
    }
    const added = sheet.addRow(cells);
    added.getCell(3).numFmt = '#,##0';
    survey.indicators.forEach((indicator, i) => {
      for (let k = 0; k < perIndicator; k++)
        added.getCell(4 + i * perIndicator + k).numFmt = valueFormat(indicator.decimals);
    });
    added.commit();
  }
  if (!hasPeriod) {
    sheet.addRow([]).commit();
    sheet.addRow([noPeriodNote(job.locale)]).commit();
  }
  sheet.commit();
  await workbook.commit();
  await job.progress(units.length, units.length);
};

function noPeriodNote(locale: ReportJob['locale']): string {
  return {
    en: 'The previous period and the change need a time filter',
    fi: 'Edellinen jakso ja muutos vaativat aikasuodattimen',
    sv: 'Föregående period och förändringen kräver ett tidsfilter',
  }[locale];
}
