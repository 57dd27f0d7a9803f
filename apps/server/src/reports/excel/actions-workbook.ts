import type { TAlertChange } from '@opinio/domain/schemas/alerts';
import type { TReportLocale } from '@opinio/domain/schemas/reports';
import { readAlertChanges } from '#alerts/alert-history.ts';
import { alertEventsOf, peopleByLogin } from '#reports/alert-export-repository.ts';
import type { ReportRenderer } from '#reports/report-job.ts';
import { personName } from '#users/person-name.ts';
import { ALERT_STATE_TEXTS, forEachVisibleAlertPage } from './alerts-workbook.ts';
import {
  addHeaderRow,
  addSheet,
  addTitleBlock,
  DATE_TIME_FORMAT,
  reportMeta,
  sheetDrained,
  streamingWorkbook,
} from './workbook-frame.ts';

const COLUMNS = ['alert', 'unit', 'when', 'who', 'what'] as const;
type Column = (typeof COLUMNS)[number];
const WIDTHS = [10, 28, 17, 24, 80];

interface ActionsTexts {
  title: string;
  headers: Record<Column, string>;
  system: string;
  none: string;
  state: string;
  assignee: string;
  dueAt: string;
  resolution: string;
  resolutionRemoved: string;
}

/** The follow-up's wording, as the alert page's history words it. */
const TEXTS: Record<TReportLocale, ActionsTexts> = {
  en: {
    title: 'Alert actions',
    headers: { alert: 'Alert id', unit: 'Unit', when: 'When', who: 'Who', what: 'What' },
    system: 'System',
    none: 'none',
    state: 'State',
    assignee: 'Assignee',
    dueAt: 'Due date',
    resolution: 'Resolution',
    resolutionRemoved: 'Resolution removed',
  },
  fi: {
    title: 'Hälytysten jatkotoimet',
    headers: { alert: 'Hälytyksen tunnus', unit: 'Yksikkö', when: 'Milloin', who: 'Kuka', what: 'Mitä' },
    system: 'Järjestelmä',
    none: 'ei mitään',
    state: 'Tila',
    assignee: 'Vastuuhenkilö',
    dueAt: 'Määräaika',
    resolution: 'Ratkaisu',
    resolutionRemoved: 'Ratkaisun kuvaus poistettu',
  },
  sv: {
    title: 'Åtgärder för larm',
    headers: { alert: 'Larm-id', unit: 'Enhet', when: 'När', who: 'Vem', what: 'Vad' },
    system: 'Systemet',
    none: 'inget',
    state: 'Status',
    assignee: 'Ansvarig',
    dueAt: 'Förfallodatum',
    resolution: 'Lösning',
    resolutionRemoved: 'Lösningen borttagen',
  },
};

const dateTime = (iso: string | null) =>
  iso === null ? null : new Date(iso).toISOString().slice(0, 16).replace('T', ' ');

/** One change in words: "State: New → In progress", "Assignee: none → Aino Admin", "Resolution: …". */
function describeChange(
  change: TAlertChange,
  locale: TReportLocale,
  nameOf: (login: string) => string,
): string {
  const texts = TEXTS[locale];
  const move = (label: string, from: string | null, to: string | null) =>
    `${label}: ${from ?? texts.none} → ${to ?? texts.none}`;
  switch (change.kind) {
    case 'state':
      return move(texts.state, ALERT_STATE_TEXTS[locale][change.from], ALERT_STATE_TEXTS[locale][change.to]);
    case 'assignee':
      return move(
        texts.assignee,
        change.from === null ? null : nameOf(change.from),
        change.to === null ? null : nameOf(change.to),
      );
    case 'dueAt':
      return move(texts.dueAt, dateTime(change.from), dateTime(change.to));
    case 'resolution':
      return change.text === null ? texts.resolutionRemoved : `${texts.resolution}: ${change.text}`;
  }
}

/**
 * The follow-up of the alerts the alerts report lists: one row per update of an alert (who,
 * when, and what it changed in words), newest alert first and each alert's updates in order.
 */
export const actionsReport: ReportRenderer = async (job) => {
  const texts = TEXTS[job.locale];
  const { survey } = job.ctx;
  const db = job.services.database.db;
  const meta = reportMeta(job);
  const workbook = streamingWorkbook(job.out, job.created);
  const sheet = addSheet(workbook, texts.title, WIDTHS, meta.length + 3);
  addTitleBlock(sheet, texts.title, meta, COLUMNS.length);
  addHeaderRow(
    sheet,
    COLUMNS.map((c) => texts.headers[c]),
    [1],
  );

  await forEachVisibleAlertPage(job, async (alerts) => {
    await sheetDrained(sheet);
    const units = new Map(alerts.map((a) => [Number(a.id), a.unit_id]));
    const events = await alertEventsOf(db, survey.universeId, [...units.keys()]);
    const changes = events.map((e) => readAlertChanges(e.change));
    // reassignments are recorded by login name: people read names
    const logins = new Set(changes.flat().flatMap((c) => (c.kind === 'assignee' ? [c.from, c.to] : [])));
    logins.delete(null);
    const people = await peopleByLogin(db, [...logins] as string[]);
    const names = new Map(people.map((p) => [p.username, personName(p)]));
    const nameOf = (login: string) => names.get(login) ?? login;
    events.forEach((event, i) => {
      const unitId = units.get(event.alertId);
      const row = sheet.addRow([
        event.alertId,
        (unitId !== undefined && survey.organisation.unitsById.get(unitId)?.title) || '',
        event.createdAt,
        event.user ? personName(event.user) : texts.system,
        changes[i].map((c) => describeChange(c, job.locale, nameOf)).join('; '),
      ]);
      row.getCell(1).numFmt = '0';
      row.getCell(3).numFmt = DATE_TIME_FORMAT;
      row.commit();
    });
  });
  await workbook.commit();
};
