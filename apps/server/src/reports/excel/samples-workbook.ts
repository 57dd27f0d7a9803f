import {
  SAMPLE_TABLE_COLUMNS,
  type TReportLocale,
  type TSampleTableColumn,
} from '@opinio/domain/schemas/reports';
import type { TContactState } from '@opinio/domain/schemas/samples';
import { nodeConditions } from '#analytics/dashboard.ts';
import type { Condition } from '#analytics/query-spec.ts';
import { passingRounds } from '#lib/passing-rows.ts';
import {
  type ContactExportFilter,
  type ContactExportOrder,
  type ContactExportRow,
  type ContactKey,
  contactExportPage,
  countContactsForExport,
} from '#reports/contact-export-repository.ts';
import type { ReportJob, ReportRenderer } from '#reports/report-job.ts';
import { isWithin } from '#surveys/survey-model.ts';
import {
  addHeaderRow,
  addSheet,
  addTitleBlock,
  DATE_TIME_FORMAT,
  reportMeta,
  sheetDrained,
  streamingWorkbook,
} from './workbook-frame.ts';

/** Contacts read from PostgreSQL per round; the read model then checks their interviews. */
const PAGE = 500;

/** Contact states as the sample screens name them. */
const STATE_TEXTS: Record<TReportLocale, Record<TContactState, string>> = {
  en: {
    pending: 'Pending',
    sent: 'Sent',
    started: 'Started',
    partial: 'Partly answered',
    completed: 'Completed',
    bounced: 'Bounced',
    unsubscribed: 'Unsubscribed',
  },
  fi: {
    pending: 'Odottaa',
    sent: 'Lähetetty',
    started: 'Aloitettu',
    partial: 'Osittain vastattu',
    completed: 'Vastattu',
    bounced: 'Palautunut',
    unsubscribed: 'Peruttu tilaus',
  },
  sv: {
    pending: 'Väntar',
    sent: 'Skickad',
    started: 'Påbörjad',
    partial: 'Delvis besvarad',
    completed: 'Besvarad',
    bounced: 'Studsad',
    unsubscribed: 'Avregistrerad',
  },
};

const HEADERS: Record<TReportLocale, Record<TSampleTableColumn, string>> = {
  en: {
    contactId: 'Contact id',
    sample: 'Sample',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    unit: 'Unit',
    state: 'State',
    created: 'Added',
    completed: 'Answered',
    messages: 'Messages sent',
    lastSent: 'Last sent',
    interviewId: 'Interview id',
  },
  fi: {
    contactId: 'Yhteystiedon tunnus',
    sample: 'Otos',
    name: 'Nimi',
    email: 'Sähköposti',
    phone: 'Puhelin',
    unit: 'Yksikkö',
    state: 'Tila',
    created: 'Lisätty',
    completed: 'Vastattu',
    messages: 'Lähetettyjä viestejä',
    lastSent: 'Viimeksi lähetetty',
    interviewId: 'Vastauksen tunnus',
  },
  sv: {
    contactId: 'Kontakt-id',
    sample: 'Urval',
    name: 'Namn',
    email: 'E-post',
    phone: 'Telefon',
    unit: 'Enhet',
    state: 'Status',
    created: 'Tillagd',
    completed: 'Besvarad',
    messages: 'Skickade meddelanden',
    lastSent: 'Senast skickad',
    interviewId: 'Svars-id',
  },
};

const TITLES: Record<TReportLocale, string> = { en: 'Contacts', fi: 'Yhteystiedot', sv: 'Kontakter' };

type CellValue = string | number | Date | null;

/** Each column: width, number format (numbers and dates stay numbers and dates) and value. */
const COLUMNS: Record<
  TSampleTableColumn,
  { width: number; numFmt?: string; value: (r: ContactExportRow, job: ReportJob) => CellValue }
> = {
  contactId: { width: 12, numFmt: '0', value: (r) => r.id },
  sample: { width: 22, value: (r) => r.sampleName },
  name: { width: 26, value: (r) => r.name },
  email: { width: 30, value: (r) => r.email },
  phone: { width: 16, value: (r) => r.phone },
  unit: { width: 28, value: (r, job) => job.ctx.survey.organisation.unitsById.get(r.unitId)?.title ?? '' },
  state: { width: 16, value: (r, job) => STATE_TEXTS[job.locale][r.state] },
  created: { width: 17, numFmt: DATE_TIME_FORMAT, value: (r) => r.createdAt },
  completed: { width: 17, numFmt: DATE_TIME_FORMAT, value: (r) => r.completedAt },
  messages: { width: 12, numFmt: '0', value: (r) => r.messagesSent },
  lastSent: { width: 17, numFmt: DATE_TIME_FORMAT, value: (r) => r.lastSentAt },
  interviewId: { width: 12, numFmt: '0', value: (r) => r.interviewId },
};
const NUMERIC = new Set<TSampleTableColumn>(['contactId', 'messages', 'interviewId']);

export interface ContactsWorkbookSpec {
  title: string;
  columns: readonly TSampleTableColumn[];
  order: Omit<ContactExportOrder, 'unitOrder'>;
  filter: Omit<ContactExportFilter, 'unitIds'>;
}

/**
 * The contacts of the job's drill node within its scope, as the sample list has them: the
 * node (or, in a question view, the scope) limits them by unit; filters and a question
 * view's node are about answers, so a contact with an interview is kept only when it passes
 * them and one without stays. Rows come from the database in the spec's order, a page at a time.
 */
export async function writeContactsWorkbook(job: ReportJob, spec: ContactsWorkbookSpec): Promise<void> {
  const { survey, drill, scope } = job.ctx;
  const db = job.services.database.db;
  const units = survey.organisation.unitsById;
  const inOrganisation = drill.view === survey.organisation;
  const unitRoot = inOrganisation ? drill.node : scope.unit;
  const filter: ContactExportFilter = {
    ...spec.filter,
    unitIds:
      unitRoot && unitRoot.level > 1
        ? [...units.values()].filter((u) => isWithin(u, unitRoot)).map((u) => u.id)
        : null,
  };
  const collator = new Intl.Collator(job.locale);
  const order: ContactExportOrder = {
    ...spec.order,
    unitOrder:
      spec.order.column === 'unit'
        ? [...units.values()]
            .sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id)
            .map((u) => u.id)
        : undefined,
  };
  const answerConditions: Condition[] = [
    ...(inOrganisation ? [] : nodeConditions(job.ctx).filter((c) => c.kind !== 'unit')),
    ...job.ctx.filters.conditions,
  ];

  const meta = reportMeta(job);
  const workbook = streamingWorkbook(job.out, job.created);
  const sheet = addSheet(
    workbook,
    spec.title,
    spec.columns.map((c) => COLUMNS[c].width),
    meta.length + 3,
  );
  addTitleBlock(sheet, spec.title, meta, spec.columns.length);
  addHeaderRow(
    sheet,
    spec.columns.map((c) => HEADERS[job.locale][c]),
    spec.columns.flatMap((c, i) => (NUMERIC.has(c) ? [i + 1] : [])),
  );

  const total = await countContactsForExport(db, survey, filter);
  await job.progress(0, total);
  const rounds = passingRounds(
    {
      read: (after: ContactKey | null, limit) => contactExportPage(db, survey, filter, order, after, limit),
      key: (contact) => contact.key,
      interviewId: (contact) => contact.interviewId,
      passing:
        answerConditions.length > 0
          ? (ids) => job.services.analytics.passing(survey, answerConditions, ids)
          : null,
    },
    { round: PAGE },
  );
  let scanned = 0;
  for await (const { kept, read } of rounds) {
    for (const contact of kept) {
      const row = sheet.addRow(spec.columns.map((c) => COLUMNS[c].value(contact, job)));
      spec.columns.forEach((c, i) => {
        const numFmt = COLUMNS[c].numFmt;
        if (numFmt) row.getCell(i + 1).numFmt = numFmt;
      });
      row.commit();
    }
    scanned += read;
    await job.progress(Math.min(scanned, total), Math.max(total, scanned));
    await sheetDrained(sheet);
  }
  await workbook.commit();
}

/** Every contact of the drill node (or of one sample), newest first, with every column. */
export const samplesReport: ReportRenderer = (job) =>
  writeContactsWorkbook(job, {
    title: TITLES[job.locale],
    columns: SAMPLE_TABLE_COLUMNS,
    order: { column: 'contactId', direction: 'desc' },
    filter: { sampleId: job.options.sampleId },
  });
