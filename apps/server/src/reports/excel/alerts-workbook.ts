import { isOverdue } from '@opinio/domain/alert-state-machine';
import type { TAlertState } from '@opinio/domain/schemas/alerts';
import type { TReportLocale } from '@opinio/domain/schemas/reports';
import { type AlertRow, alertPage } from '#alerts/alert-repository.ts';
import { alertSummaries } from '#alerts/alert-view.ts';
import { nodeConditions } from '#analytics/dashboard.ts';
import { passingRounds } from '#lib/passing-rows.ts';
import { countSurveyAlerts, lastDoneTimes } from '#reports/alert-export-repository.ts';
import type { ReportJob, ReportRenderer } from '#reports/report-job.ts';
import {
  addHeaderRow,
  addSheet,
  addTitleBlock,
  DATE_TIME_FORMAT,
  reportMeta,
  sheetDrained,
  streamingWorkbook,
} from './workbook-frame.ts';

/** Alerts read from PostgreSQL per round; the read model then checks their interviews. */
const PAGE = 500;

/** Alert states as the alert screens name them. */
export const ALERT_STATE_TEXTS: Record<TReportLocale, Record<TAlertState, string>> = {
  en: { new: 'New', in_progress: 'In progress', solved: 'Solved', closed: 'Closed' },
  fi: { new: 'Uusi', in_progress: 'Työn alla', solved: 'Ratkaistu', closed: 'Suljettu' },
  sv: { new: 'Ny', in_progress: 'Pågår', solved: 'Löst', closed: 'Stängd' },
};

const COLUMNS = [
  'id',
  'created',
  'unit',
  'title',
  'rule',
  'description',
  'state',
  'assignee',
  'due',
  'overdue',
  'solved',
  'score',
  'comment',
] as const;
type Column = (typeof COLUMNS)[number];
const WIDTHS: Record<Column, number> = {
  id: 10,
  created: 17,
  unit: 28,
  title: 32,
  rule: 20,
  description: 36,
  state: 14,
  assignee: 24,
  due: 17,
  overdue: 11,
  solved: 17,
  score: 8,
  comment: 60,
};

interface AlertsTexts {
  title: string;
  yes: string;
  no: string;
  headers: Record<Column, string>;
}

const TEXTS: Record<TReportLocale, AlertsTexts> = {
  en: {
    title: 'Alerts',
    yes: 'Yes',
    no: 'No',
    headers: {
      id: 'Alert id',
      created: 'Created',
      unit: 'Unit',
      title: 'Alert',
      rule: 'Rule',
      description: 'Description',
      state: 'State',
      assignee: 'Assignee',
      due: 'Due',
      overdue: 'Overdue',
      solved: 'Solved or closed',
      score: 'Score',
      comment: 'Comment',
    },
  },
  fi: {
    title: 'Hälytykset',
    yes: 'Kyllä',
    no: 'Ei',
    headers: {
      id: 'Hälytyksen tunnus',
      created: 'Luotu',
      unit: 'Yksikkö',
      title: 'Hälytys',
      rule: 'Sääntö',
      description: 'Kuvaus',
      state: 'Tila',
      assignee: 'Vastuuhenkilö',
      due: 'Määräaika',
      overdue: 'Myöhässä',
      solved: 'Ratkaistu tai suljettu',
      score: 'Arvio',
      comment: 'Kommentti',
    },
  },
  sv: {
    title: 'Larm',
    yes: 'Ja',
    no: 'Nej',
    headers: {
      id: 'Larm-id',
      created: 'Skapat',
      unit: 'Enhet',
      title: 'Larm',
      rule: 'Regel',
      description: 'Beskrivning',
      state: 'Status',
      assignee: 'Ansvarig',
      due: 'Förfaller',
      overdue: 'Försenat',
      solved: 'Löst eller stängt',
      score: 'Betyg',
      comment: 'Kommentar',
    },
  },
};

/**
 * The alerts the alert list shows for the job's drill node, filters and scope, newest first,
 * handed over a page at a time: alerts are read by id from PostgreSQL, and the read model
 * keeps those whose interview passes the node, scope and filter conditions (as the list
 * does). Progress counts the alerts looked at against all alerts of the survey.
 */
export async function forEachVisibleAlertPage(
  job: ReportJob,
  visit: (alerts: AlertRow[]) => Promise<void>,
): Promise<void> {
  const { survey } = job.ctx;
  const db = job.services.database.db;
  const conditions = [...nodeConditions(job.ctx), ...job.ctx.filters.conditions];
  const total = await countSurveyAlerts(db, survey);
  await job.progress(0, total);
  const rounds = passingRounds(
    {
      read: (beforeId: number | null, limit) => alertPage(db, survey, { beforeId, limit }),
      key: (alert) => Number(alert.id),
      interviewId: (alert) => Number(alert.interview_id),
      passing: (ids) => job.services.analytics.passing(survey, conditions, ids),
    },
    { round: PAGE },
  );
  let scanned = 0;
  for await (const { kept, read } of rounds) {
    if (read > 0) await visit(kept);
    scanned += read;
    // alerts may be added or removed meanwhile: progress never runs past its total
    await job.progress(Math.min(scanned, total), Math.max(total, scanned));
  }
}

const asDate = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The alert list as a workbook: every alert of the node, filters and scope, one row each. */
export const alertsReport: ReportRenderer = async (job) => {
  const texts = TEXTS[job.locale];
  const states = ALERT_STATE_TEXTS[job.locale];
  const { survey } = job.ctx;
  const db = job.services.database.db;
  const meta = reportMeta(job);
  const workbook = streamingWorkbook(job.out, job.created);
  const sheet = addSheet(
    workbook,
    texts.title,
    COLUMNS.map((c) => WIDTHS[c]),
    meta.length + 3,
  );
  addTitleBlock(sheet, texts.title, meta, COLUMNS.length);
  const numeric = [COLUMNS.indexOf('id') + 1, COLUMNS.indexOf('score') + 1];
  addHeaderRow(
    sheet,
    COLUMNS.map((c) => texts.headers[c]),
    numeric,
  );
  const dateColumns = (['created', 'due', 'solved'] as const).map((c) => COLUMNS.indexOf(c) + 1);

  await forEachVisibleAlertPage(job, async (alerts) => {
    await sheetDrained(sheet);
    const summaries = await alertSummaries(db, survey, alerts);
    const doneAt = await lastDoneTimes(
      db,
      survey.universeId,
      summaries.map((a) => a.id),
    );
    for (const alert of summaries) {
      const done = alert.state === 'solved' || alert.state === 'closed';
      const values: Record<Column, string | number | Date | null> = {
        id: alert.id,
        created: asDate(alert.createdAt),
        unit: alert.unitTitle,
        title: alert.title,
        rule: alert.ruleName,
        description: alert.description,
        state: states[alert.state],
        assignee: alert.assignee,
        due: asDate(alert.dueAt),
        overdue: isOverdue(alert, job.created) ? texts.yes : texts.no,
        solved: done ? (doneAt.get(alert.id) ?? null) : null,
        score: alert.score,
        comment: alert.excerpt,
      };
      const row = sheet.addRow(COLUMNS.map((c) => values[c]));
      row.getCell(1).numFmt = '0';
      for (const col of dateColumns) row.getCell(col).numFmt = DATE_TIME_FORMAT;
      row.commit();
    }
  });
  await workbook.commit();
};
