import type { TReportLocale } from '@opinio/domain/schemas/reports';
import { badRequest } from '#lib/http-error.ts';
import type { ReportRenderer } from '#reports/report-job.ts';
import { writeContactsWorkbook } from './samples-workbook.ts';

const TITLES: Record<TReportLocale, string> = { en: 'Sample table', fi: 'Otostaulukko', sv: 'Urvalstabell' };

/**
 * The sample table as the user set it up: its columns in their order, sorted by the
 * database as asked (newest first when no order is set), in the states chosen, and only
 * contacts whose name, e-mail or phone contains the search text.
 */
export const sampleTableReport: ReportRenderer = (job) => {
  const table = job.options.table;
  if (!table)
    return Promise.reject(badRequest('A sample table report needs its table', 'table', { code: 'required' }));
  const term = job.options.filterterm?.trim();
  return writeContactsWorkbook(job, {
    title: TITLES[job.locale],
    columns: table.columns,
    order: table.order ?? { column: 'contactId', direction: 'desc' },
    filter: { states: table.states, term: term || undefined },
  });
};
