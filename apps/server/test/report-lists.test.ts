import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TAlertList } from '@opinio/domain/schemas/alerts';
import type { TReportLocale, TSampleTableSpec } from '@opinio/domain/schemas/reports';
import ExcelJS from 'exceljs';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDrillPath } from '#access/drill-path-resolver.ts';
import { resolveScope } from '#access/scope.ts';
import { updateAlert } from '#alerts/alert-repository.ts';
import { applyFilters } from '#analytics/filters.ts';
import { actionsReport } from '#reports/excel/actions-workbook.ts';
import { alertsReport } from '#reports/excel/alerts-workbook.ts';
import { sampleTableReport } from '#reports/excel/sample-table-workbook.ts';
import { samplesReport } from '#reports/excel/samples-workbook.ts';
import type { ReportJob, ReportOptions, ReportRenderer } from '#reports/report-job.ts';
import { isWithin, type SurveyModel } from '#surveys/survey-model.ts';
import { DATABASE_KINDS, path, seededApp, signIn, TEST_NOW, type TestApp, universeIdOf } from './harness.ts';

// survey cx's alerts, their updates and contacts, with region and channel, straight from PostgreSQL
type AlertFact = { id: number; region: string; web: boolean; state: string };
type EventFact = { alert_id: number; region: string; who: string | null; to_state: string | null };
type ContactFact = { id: number; region: string; web: boolean; answered: boolean; sample_id: number } & {
  unit_id: number;
  name: string;
  email: string | null;
  phone: string | null;
};

const ANSWERED_WEB = sql`EXISTS (SELECT 1 FROM answers x JOIN questions q ON q.id = x.question_id
  WHERE x.interview_id = i.id AND q.ext_name = 'channel' AND x.value = 2)`;
/** The region (r) of a store: stores sit below districts below regions. */
const regionOf = (unitColumn: 'a.unit_id' | 'c.unit_id') =>
  sql.raw(
    `JOIN units st ON st.id = ${unitColumn} JOIN units d ON d.id = st.parent_id JOIN units r ON r.id = d.parent_id`,
  );

type RenderOptions = { scopeUnit?: string | null; options?: ReportOptions; locale?: TReportLocale };

describe.each(DATABASE_KINDS)('alert, action and contact workbooks (%s)', (kind) => {
  let t: TestApp;
  let universeId: number;
  let alerts: AlertFact[];
  let events: EventFact[];
  let contacts: ContactFact[];

  beforeAll(async () => {
    t = await seededApp(kind, 3000);
    const db = t.database.db;
    universeId = await universeIdOf(db, 'demo');
    const survey = (await t.services.catalog.survey(universeId, 'cx'))!;
    // a second rule's alerts for every NPS up to 8: more alerts than one page of the export
    await sql`WITH rule AS (
        INSERT INTO alert_rules (universe_id, survey_id, name, condition, due_hours)
        VALUES (${universeId}, ${survey.id}, '{"en": "NPS 0-8"}', '{"question": "nps", "op": "<=", "value": 8}', 48)
        RETURNING id)
      INSERT INTO alerts (universe_id, survey_id, interview_id, unit_id, rule_id, title, description, due_at,
                          created_at, updated_at)
      SELECT i.universe_id, i.survey_id, i.id, i.unit_id, (SELECT id FROM rule), '{"en": "NPS 0-8"}', '{"en": "NPS"}',
             i.interview_date + interval '48 hours', i.interview_date, i.interview_date
      FROM interviews i JOIN answers a ON a.interview_id = i.id JOIN questions q ON q.id = a.question_id
      WHERE i.survey_id = ${survey.id} AND q.ext_name = 'nps' AND a.value <= 8 ORDER BY i.id`.execute(db);
    // a reassignment (recorded by login) with a resolution on a North alert
    const { rows: north } = await sql<{ id: number; user_id: number }>`SELECT a.id::int AS id,
        (SELECT id FROM users WHERE username = 'regional') AS user_id FROM alerts a ${regionOf('a.unit_id')}
      WHERE r.ext_name = 'north' AND a.survey_id = ${survey.id} ORDER BY a.id DESC LIMIT 1`.execute(db);
    await updateAlert(db, universeId, north[0].id, north[0].user_id, { assigneeUserId: north[0].user_id }, [
      { kind: 'assignee', from: null, to: 'regional' },
      { kind: 'resolution', text: 'Soitettu asiakkaalle' },
    ]);

    const facts = sql`FROM alerts a JOIN interviews i ON i.id = a.interview_id`;
    alerts = (
      await sql<AlertFact>`SELECT a.id::int AS id, r.ext_name AS region, ${ANSWERED_WEB} AS web, a.state
        ${facts} ${regionOf('a.unit_id')}
        WHERE a.survey_id = ${survey.id} ORDER BY a.id DESC`.execute(db)
    ).rows;
    events = (
      await sql<EventFact>`SELECT e.alert_id::int AS alert_id, r.ext_name AS region,
          nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS who,
          e.change -> 'state' ->> 'to' AS to_state
        FROM alert_events e JOIN alerts a ON a.id = e.alert_id LEFT JOIN users u ON u.id = e.user_id
        ${regionOf('a.unit_id')}
        WHERE a.survey_id = ${survey.id} ORDER BY e.alert_id DESC, e.id`.execute(db)
    ).rows;
    contacts = (
      await sql<ContactFact>`SELECT c.id::int AS id, r.ext_name AS region, c.interview_id IS NOT NULL AS answered,
          coalesce((SELECT ${ANSWERED_WEB} FROM interviews i WHERE i.id = c.interview_id), false) AS web,
          c.sample_id, c.unit_id, c.name, c.email, c.phone
        FROM contacts c JOIN samples s ON s.id = c.sample_id
        ${regionOf('c.unit_id')}
        WHERE s.survey_id = ${survey.id} ORDER BY c.id DESC`.execute(db)
    ).rows;
  });
  afterAll(() => t.close());

  /** Renders a kind as the report task does: context resolved for the scope, written into a buffer. */
  async function render(
    renderer: ReportRenderer,
    drillPathFiltered: string,
    { scopeUnit = null, options = {}, locale = 'en' }: RenderOptions = {},
  ) {
    const survey = (await t.services.catalog.survey(universeId, 'cx', locale))!;
    const scope = resolveScope(survey, scopeUnit)!;
    const { drillPath, filterToken } = splitFilteredDrillPath(drillPathFiltered);
    const drill = resolveDrillPath(survey, drillPath, scope);
    const filters = applyFilters(survey, filterToken, t.services.today(), scope);
    const chunks: Buffer[] = [];
    const out = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
    });
    const progress: Array<[number, number]> = [];
    const job: ReportJob = {
      services: t.services,
      kind: 'alerts', // renderers do not read it
      ctx: { survey, drill, scope, filters },
      filterToken,
      options,
      locale,
      company: 'Demo',
      preparedFor: null,
      created: TEST_NOW,
      out,
      progress: async (done, total) => void progress.push([done, total]),
      step: () => {},
    };
    await renderer(job);
    if (!out.writableFinished) await finished(out);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const lines: unknown[][] = [];
    workbook.worksheets[0].eachRow((row, n) => {
      lines[n - 1] = Array.from((row.values as unknown[]).slice(1), (v) => v ?? null);
    });
    // title, survey, unit, filters, created, an empty row, then the header
    const header = lines[6];
    // a row ends at its last filled cell
    const rows = lines.slice(7).map((r) => Array.from(header, (_, i) => r[i] ?? null));
    return { survey, title: lines[0][0], meta: lines.slice(1, 5), header, rows, progress };
  }

  const northUnits = (survey: SurveyModel) => {
    const north = survey.organisation.unitsByExtName.get('north')!;
    return new Set(
      [...survey.organisation.unitsById.values()].filter((u) => isWithin(u, north)).map((u) => u.title),
    );
  };
  const count = async (query: RawBuilder<unknown>) =>
    Number(((await query.execute(t.database.db)).rows[0] as { n: number | string }).n);

  it('the alerts workbook holds every alert of the organisation, newest first, across pages', async () => {
    const all = await count(sql`SELECT count(*) AS n FROM alerts a JOIN surveys s ON s.id = a.survey_id
      WHERE s.ext_name = 'cx' AND s.universe_id = ${universeId}`);
    expect(all).toBeGreaterThan(1000);
    const book = await render(alertsReport, 'org,all');
    expect(book.title).toBe('Alerts');
    expect(book.header.join('|')).toBe(
      'Alert id|Created|Unit|Alert|Rule|Description|State|Assignee|Due|Overdue|Solved or closed|Score|Comment',
    );
    // Each alert titled by what happened where, its rule beside it.
    for (const [, , unit, title, rule] of book.rows) {
      expect(title).toMatch(/^NPS \d+ at /);
      expect(String(title).endsWith(` at ${unit}`)).toBe(true);
      // the demo's rule, or this test's
      expect(['NPS 0-6', 'NPS 0-8']).toContain(rule);
    }
    expect(book.rows).toHaveLength(all);
    expect(book.rows.map((r) => r[0])).toEqual(alerts.map((a) => a.id));
    expect(book.progress.at(-1)).toEqual([all, all]);
    const en: Record<string, string> = {
      new: 'New',
      in_progress: 'In progress',
      solved: 'Solved',
      closed: 'Closed',
    };
    expect(book.rows.map((r) => r[6])).toEqual(alerts.map((a) => en[a.state]));
    for (const [, created, , , , , state, , due, overdue, solved, score] of book.rows) {
      expect(created).toBeInstanceOf(Date);
      expect(due).toBeInstanceOf(Date);
      expect(typeof score).toBe('number');
      expect(overdue).toBe(
        ['New', 'In progress'].includes(state as string) && (due as Date) < TEST_NOW ? 'Yes' : 'No',
      );
      if (['Solved', 'Closed'].includes(state as string)) expect(solved).toBeInstanceOf(Date);
      else expect(solved).toBeNull();
    }
  });

  it("the regional manager's alerts keep to the North region, and a channel filter cuts them as the list does", async () => {
    const north = alerts.filter((a) => a.region === 'north');
    const book = await render(alertsReport, 'org,all,north', { scopeUnit: 'north' });
    const sqlNorth = await count(sql`SELECT count(*) AS n FROM alerts a ${regionOf('a.unit_id')}
      WHERE r.ext_name = 'north' AND a.universe_id = ${universeId}`);
    expect(book.rows).toHaveLength(sqlNorth);
    expect(book.rows.map((r) => r[0])).toEqual(north.map((a) => a.id));
    const allowed = northUnits(book.survey);
    expect(book.rows.every((r) => allowed.has(r[2] as string))).toBe(true);

    const web = await render(alertsReport, 'org,all,north;channel=web', { scopeUnit: 'north' });
    const webIds = north.filter((a) => a.web).map((a) => a.id);
    expect(webIds.length).toBeGreaterThan(0);
    expect(webIds.length).toBeLessThan(north.length);
    expect(web.rows.map((r) => r[0])).toEqual(webIds);
    expect(web.meta[2][1]).toContain('Channel');
    // the same alerts the regional manager's alert list shows
    const cookie = await signIn(t.app, 'regional');
    const listed: number[] = [];
    let cursor: string | null = null;
    do {
      const url = `/api/vuejs/alerts/cx/${path('org,all,north;channel=web')}?limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json() as TAlertList;
      listed.push(...page.items.map((a) => a.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(web.rows.map((r) => r[0])).toEqual(listed);
  });

  it('the actions workbook has a row per update of the visible alerts, with names and changes in Finnish', async () => {
    const north = events.filter((e) => e.region === 'north');
    const book = await render(actionsReport, 'org,all,north', { scopeUnit: 'north', locale: 'fi' });
    expect(book.title).toBe('Hälytysten jatkotoimet');
    expect(book.header).toEqual(['Hälytyksen tunnus', 'Yksikkö', 'Milloin', 'Kuka', 'Mitä']);
    expect(book.rows).toHaveLength(north.length);
    expect(book.rows.map((r) => [r[0], r[3]])).toEqual(
      north.map((e) => [e.alert_id, e.who ?? 'Järjestelmä']),
    );
    const fi: Record<string, string> = { in_progress: 'Työn alla', solved: 'Ratkaistu', closed: 'Suljettu' };
    book.rows.forEach((row, i) => {
      expect(row[2]).toBeInstanceOf(Date);
      const to = north[i].to_state;
      if (to) expect(row[4]).toBe(`Tila: Uusi → ${fi[to]}`);
      else expect(row[4]).toBe('Vastuuhenkilö: ei mitään → Risto Regional; Ratkaisu: Soitettu asiakkaalle');
    });
    expect(book.rows.every((r) => northUnits(book.survey).has(r[1] as string))).toBe(true);
    const everything = await render(actionsReport, 'org,all');
    expect(everything.rows).toHaveLength(events.length);
  });

  it('the samples workbook lists the contacts of the node, the scope and one sample; filters test answers', async () => {
    const sqlAll = await count(sql`SELECT count(*) AS n FROM contacts c JOIN samples s ON s.id = c.sample_id
      JOIN surveys v ON v.id = s.survey_id WHERE v.ext_name = 'cx' AND v.universe_id = ${universeId}`);
    expect(sqlAll).toBeGreaterThan(500);
    const all = await render(samplesReport, 'org,all');
    expect(all.rows).toHaveLength(sqlAll);
    expect(all.rows.map((r) => r[0])).toEqual(contacts.map((c) => c.id));
    expect(all.header.join('|')).toBe(
      'Contact id|Sample|Name|Email|Phone|Unit|State|Added|Answered|Messages sent|Last sent|Interview id',
    );
    expect(all.rows.every((r) => r[7] instanceof Date && typeof r[9] === 'number')).toBe(true);

    const north = await render(samplesReport, 'org,all,north', { scopeUnit: 'north' });
    expect(north.rows.map((r) => r[0])).toEqual(
      contacts.filter((c) => c.region === 'north').map((c) => c.id),
    );
    expect(north.rows.every((r) => northUnits(north.survey).has(r[5] as string))).toBe(true);

    const web = await render(samplesReport, 'org,all,north;channel=web', { scopeUnit: 'north' });
    const expected = contacts.filter((c) => c.region === 'north' && (!c.answered || c.web));
    expect(web.rows.map((r) => r[0])).toEqual(expected.map((c) => c.id));
    expect(expected.length).toBeLessThan(north.rows.length);

    const sampleId = contacts[0].sample_id;
    const one = await render(samplesReport, 'org,all', { options: { sampleId } });
    expect(one.rows.map((r) => r[0])).toEqual(
      contacts.filter((c) => c.sample_id === sampleId).map((c) => c.id),
    );
  });

  it('the sample table has its columns, states and search, sorted by the database, in Finnish', async () => {
    const table: TSampleTableSpec = {
      columns: ['name', 'state', 'email'],
      order: { column: 'name', direction: 'asc' },
      states: ['completed', 'bounced'],
    };
    const book = await render(sampleTableReport, 'org,all', {
      options: { table, filterterm: 'VIRTANEN' },
      locale: 'fi',
    });
    expect(book.title).toBe('Otostaulukko');
    expect(book.meta[0][0]).toBe('Kysely');
    expect(book.header).toEqual(['Nimi', 'Tila', 'Sähköposti']);
    const { rows: expected } = await sql<{ name: string; state: string; email: string | null }>`
      SELECT c.name, c.state, c.email FROM contacts c JOIN samples s ON s.id = c.sample_id JOIN surveys v ON v.id = s.survey_id
      WHERE v.ext_name = 'cx' AND v.universe_id = ${universeId} AND c.state IN ('completed', 'bounced')
        AND (c.name ILIKE '%virtanen%' OR c.email ILIKE '%virtanen%' OR c.phone ILIKE '%virtanen%')
      ORDER BY c.name, c.id`.execute(t.database.db);
    expect(expected.length).toBeGreaterThan(0);
    const fiState: Record<string, string> = { completed: 'Vastattu', bounced: 'Palautunut' };
    expect(book.rows).toEqual(expected.map((c) => [c.name, fiState[c.state], c.email]));

    // a phone number is searched too; the latest answer first (not answered last)
    const phone = '+358 40 1';
    const completedOrder = { column: 'completed', direction: 'desc' } as const;
    const byPhone = await render(sampleTableReport, 'org,all', {
      options: {
        table: { columns: ['contactId', 'phone', 'completed'], order: completedOrder },
        filterterm: phone,
      },
    });
    const matching = contacts.filter((c) =>
      [c.name, c.email, c.phone].some((v) => v?.toLowerCase().includes(phone)),
    );
    expect(new Set(byPhone.rows.map((r) => r[0]))).toEqual(new Set(matching.map((c) => c.id)));
    expect(byPhone.rows).toHaveLength(matching.length);
    expect(matching.length).toBeGreaterThan(10);
    expect(matching.some((c) => !c.answered)).toBe(true);
    const times = byPhone.rows.map((r) => (r[2] === null ? -1 : (r[2] as Date).getTime()));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const lastSentOrder = { column: 'lastSent', direction: 'desc' } as const;
    const byLastSent = await render(sampleTableReport, 'org,all', {
      options: { table: { columns: ['lastSent', 'contactId'], order: lastSentOrder } },
    });
    expect(byLastSent.rows).toHaveLength(contacts.length);
    const { rows: lastSent } = await sql<{ id: number }>`SELECT c.id::int AS id FROM contacts c
      JOIN samples s ON s.id = c.sample_id JOIN surveys v ON v.id = s.survey_id
      WHERE v.ext_name = 'cx' AND v.universe_id = ${universeId}
      ORDER BY (SELECT max(m.sent_at) FROM campaign_messages m WHERE m.contact_id = c.id) DESC NULLS LAST, c.id DESC`.execute(
      t.database.db,
    );
    expect(byLastSent.rows.map((r) => r[1])).toEqual(lastSent.map((c) => c.id));

    // by unit title in the report's language, over more than one page
    const unitOrder = { column: 'unit', direction: 'asc' } as const;
    const byUnit = await render(sampleTableReport, 'org,all', {
      options: { table: { columns: ['unit', 'contactId'], order: unitOrder } },
      locale: 'fi',
    });
    const collator = new Intl.Collator('fi');
    const title = (c: ContactFact) => byUnit.survey.organisation.unitsById.get(c.unit_id)!.title;
    const byTitle = [...contacts].sort(
      (a, b) => collator.compare(title(a), title(b)) || a.unit_id - b.unit_id || a.id - b.id,
    );
    expect(byUnit.rows).toEqual(byTitle.map((c) => [title(c), c.id]));
  });
});
