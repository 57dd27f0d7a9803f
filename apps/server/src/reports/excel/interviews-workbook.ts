import { nodeConditions } from '#analytics/dashboard.ts';
import type { ExportKey } from '#analytics/export-page.ts';
import type { Condition } from '#analytics/query-spec.ts';
import { externalIds } from '#reports/interview-export-repository.ts';
import type { ReportRenderer } from '#reports/report-job.ts';
import { ancestors } from '#surveys/survey-model.ts';
import {
  addHeaderRow,
  addSheet,
  addTitleBlock,
  DATE_TIME_FORMAT,
  reportMeta,
  sheetDrained,
  streamingWorkbook,
} from './workbook-frame.ts';

/** Interviews per page read from the read model: a few megabytes of rows at a time. */
const PAGE = 2000;

const TEXTS = {
  en: {
    title: 'Interviews',
    id: 'Interview',
    externalId: 'External id',
    date: 'Date',
    unit: 'Unit',
    path: 'Organisation',
  },
  fi: {
    title: 'Haastattelut',
    id: 'Haastattelu',
    externalId: 'Ulkoinen tunniste',
    date: 'Päivä',
    unit: 'Yksikkö',
    path: 'Organisaatio',
  },
  sv: {
    title: 'Intervjuer',
    id: 'Intervju',
    externalId: 'Externt id',
    date: 'Datum',
    unit: 'Enhet',
    path: 'Organisation',
  },
} as const;

/**
 * Every interview of the drill node (filters and scope applied), newest first, one row
 * each: its date and unit, then every question's answer under the question's title (a
 * choice as its option's title, a scale as its number, a text as written). Read from the
 * read model a page at a time and written as a stream: memory stays flat at any size.
 */
export const interviewsReport: ReportRenderer = async (job) => {
  const { survey } = job.ctx;
  const texts = TEXTS[job.locale];
  const where: Condition[] = [...nodeConditions(job.ctx), ...job.ctx.filters.conditions];
  const [counted] = await job.services.analytics.query(survey, {
    where,
    measures: [{ kind: 'count', as: 'n' }],
  });
  const total = counted?.values.n ?? 0;

  const workbook = streamingWorkbook(job.out, job.created);
  const widths = [12, 16, 18, 28, 44, ...survey.questions.map((q) => (q.type === 'text' ? 60 : 16))];
  const meta = reportMeta(job);
  const sheet = addSheet(workbook, texts.title, widths, meta.length + 3);
  addTitleBlock(sheet, texts.title, meta, 6);
  const firstQuestion = 6;
  addHeaderRow(
    sheet,
    [texts.id, texts.externalId, texts.date, texts.unit, texts.path, ...survey.questions.map((q) => q.title)],
    [1, ...survey.questions.flatMap((q, i) => (q.type === 'number' ? [firstQuestion + i] : []))],
  );

  const optionTitles = new Map(
    survey.questions.map((q) => [q.id, new Map(q.options.map((o) => [o.value, o.title]))] as const),
  );
  const units = survey.organisation.unitsById;
  let after: ExportKey | null = null;
  let done = 0;
  await job.progress(0, total);
  for (;;) {
    const rows = await job.services.analytics.exportPage(survey, where, after, PAGE);
    if (rows.length === 0) break;
    const external = await externalIds(
      job.services.database.db,
      survey,
      rows.map((r) => r.id),
    );
    for (const row of rows) {
      const unit = row.unitId === null ? undefined : units.get(row.unitId);
      const cells: unknown[] = [
        row.id,
        external.get(row.id) ?? null,
        new Date(row.ts * 1000),
        unit?.title ?? null,
        unit
          ? ancestors(unit)
              .map((u) => u.title)
              .join(' › ')
          : null,
      ];
      for (const q of survey.questions) {
        if (q.type === 'text') cells.push(row.texts.get(q.id) ?? null);
        else {
          const value = row.values.get(q.id);
          cells.push(
            value === undefined
              ? null
              : q.type === 'choice'
                ? (optionTitles.get(q.id)?.get(value) ?? value)
                : value,
          );
        }
      }
      const added = sheet.addRow(cells);
      added.getCell(3).numFmt = DATE_TIME_FORMAT;
      added.commit();
    }
    done += rows.length;
    const last = rows.at(-1)!;
    after = { ts: last.ts, id: last.id };
    await job.progress(done, total);
    await sheetDrained(sheet);
    if (rows.length < PAGE) break;
  }
  sheet.commit();
  await workbook.commit();
};
